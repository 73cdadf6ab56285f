export { PasswordInput, passwordStrengthVariants, type PasswordInputProps } from './password-input';
export {
  passwordStrength,
  PASSWORD_MIN_LENGTH,
  type PasswordStrength,
  type PasswordRequirement,
} from './password-strength';
