export { LoginForm, type LoginFormProps, type LoginMethod, type LoginRole } from './login-form';
