export { CodeInput, codeInputVariants, type CodeInputProps } from './code-input';
