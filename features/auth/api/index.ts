export { useCheckDuplicate, useRegister } from './use-registration';
export { useSignIn, type SignInArgs } from './use-sign-in';
export {
  useResendResetCode,
  useResetPassword,
  useSendResetCode,
  useVerifyResetCode,
  type PasswordResetClient,
} from './use-password-reset';
