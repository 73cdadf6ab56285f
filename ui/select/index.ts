export { Select, selectVariants, type SelectProps, type SelectOption } from './select';
