export {
  Field,
  useFieldControl,
  type FieldProps,
  type FieldControlInput,
  type FieldControlProps,
} from './field';
