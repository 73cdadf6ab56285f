export { useRegistrationCalls } from './use-auth-calls';
