export { useRegistrationCalls } from './use-auth-calls';
export { useSignIn, type SignInArgs } from './use-sign-in';
