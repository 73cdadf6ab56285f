export {
  Select,
  selectVariants,
  type SelectProps,
  type SelectOption,
  type SelectGroup,
} from './select';
