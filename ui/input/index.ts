export { Input, inputVariants, textControlVariants, type InputProps } from './input';
