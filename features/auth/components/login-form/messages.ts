import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  twoFactorCode: { id: 'auth.loginForm.twoFactorCode', defaultMessage: 'Sign-in code' },
  twoFactorHint: {
    id: 'auth.loginForm.twoFactorHint',
    defaultMessage: 'We sent a code to your email. Enter it, then log in.',
  },
  emailVerified: {
    id: 'auth.loginForm.emailVerified',
    defaultMessage: 'Your email is verified. Log in to continue.',
  },
  title: { id: 'auth.loginForm.title', defaultMessage: 'Log in' },
  description: {
    id: 'auth.loginForm.description',
    defaultMessage: 'Welcome back. Log in to continue to your portal.',
  },
  method: { id: 'auth.loginForm.method', defaultMessage: 'Log in with' },
  methodEmail: { id: 'auth.loginForm.methodEmail', defaultMessage: 'Email' },
  methodPhone: { id: 'auth.loginForm.methodPhone', defaultMessage: 'Phone' },
  emailLabel: { id: 'auth.loginForm.emailLabel', defaultMessage: 'Email address' },
  phoneLabel: { id: 'auth.loginForm.phoneLabel', defaultMessage: 'Phone number' },
  password: { id: 'auth.loginForm.password', defaultMessage: 'Password' },
  rememberMe: { id: 'auth.loginForm.rememberMe', defaultMessage: 'Remember me' },
  role: { id: 'auth.loginForm.role', defaultMessage: 'Log in as' },
  rolePatient: { id: 'auth.loginForm.rolePatient', defaultMessage: 'Patient' },
  roleDoctor: { id: 'auth.loginForm.roleDoctor', defaultMessage: 'Doctor' },
  roleAdmin: { id: 'auth.loginForm.roleAdmin', defaultMessage: 'Admin' },
  submit: { id: 'auth.loginForm.submit', defaultMessage: 'Log in' },
  forgotPassword: { id: 'auth.loginForm.forgotPassword', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'auth.loginForm.noAccount', defaultMessage: 'New to Ujyalo Health?' },
  createAccount: { id: 'auth.loginForm.createAccount', defaultMessage: 'Create an account' },
  // The login's own wording (000 §5, §8); connection failures use the catalogue's texts.
  REQUIRED: { id: 'auth.loginForm.error.required', defaultMessage: 'All fields are required' },
  INVALID_CREDENTIALS: {
    id: 'auth.loginForm.error.invalidCredentials',
    defaultMessage: 'Invalid credentials',
  },
  LOGIN_FAILED: {
    id: 'auth.loginForm.error.loginFailed',
    defaultMessage: 'Login failed. Please check your credentials.',
  },
});
