export { RegisterForm, type RegisterFormProps, type RegistrableRole } from './register-form';
