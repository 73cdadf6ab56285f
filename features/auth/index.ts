export {
  LoginForm,
  type LoginFormProps,
  type LoginMethod,
  type LoginRole,
} from './components/login-form';
export {
  RegisterForm,
  type RegisterFormProps,
  type RegistrableRole,
} from './components/register-form';
export { useCheckDuplicate, useRegister } from './api';
export {
  ForgotPassword,
  type ForgotPasswordProps,
  type ForgotPasswordClient,
  type ResetMethod,
} from './components/forgot-password';
