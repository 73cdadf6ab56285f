export {
  ForgotPassword,
  type ForgotPasswordClient,
  type ForgotPasswordProps,
  type ResetMethod,
} from './forgot-password';
