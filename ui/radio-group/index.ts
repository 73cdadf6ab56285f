export {
  RadioGroup,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioOption,
} from './radio-group';
