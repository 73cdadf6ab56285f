import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  progress: NoMessageValues;
  stepMethod: NoMessageValues;
  stepCode: NoMessageValues;
  stepPassword: NoMessageValues;
  methodHeading: NoMessageValues;
  methodEmail: NoMessageValues;
  methodEmailHint: { length: number };
  methodWhatsApp: NoMessageValues;
  methodWhatsAppHint: { length: number };
  emailLabel: NoMessageValues;
  phoneLabel: NoMessageValues;
  phoneHint: NoMessageValues;
  sendCode: NoMessageValues;
  codeHeading: NoMessageValues;
  codeSentTo: { length: number; contact: string };
  codeLabel: NoMessageValues;
  verify: NoMessageValues;
  resend: NoMessageValues;
  resendIn: { seconds: number };
  resendWait: { seconds: number };
  resendReady: NoMessageValues;
  codeResent: { contact: string };
  changeContact: NoMessageValues;
  passwordHeading: NoMessageValues;
  newPasswordLabel: NoMessageValues;
  confirmPasswordLabel: NoMessageValues;
  resetPassword: NoMessageValues;
  successHeading: NoMessageValues;
  successMessage: NoMessageValues;
  goToLogin: NoMessageValues;
  backToLogin: NoMessageValues;
  sendFailed: NoMessageValues;
  invalidCode: NoMessageValues;
  verifyFailed: NoMessageValues;
  resendFailed: NoMessageValues;
  resetFailed: NoMessageValues;
  network: NoMessageValues;
  emailRequired: NoMessageValues;
  phoneRequired: NoMessageValues;
  codeIncomplete: { length: number };
  passwordRequired: NoMessageValues;
  confirmRequired: NoMessageValues;
}>({
  title: {
    id: 'auth.forgotPassword.title',
    defaultMessage: 'Reset your password',
    description: 'Main heading of the forgot-password screen.',
  },
  intro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage: 'We will send you a verification code so you can set a new password.',
    description: 'Short explanation under the forgot-password heading.',
  },
  progress: {
    id: 'auth.forgotPassword.progress',
    defaultMessage: 'Password reset progress',
    description: 'Accessible name of the three-step progress list.',
  },
  stepMethod: {
    id: 'auth.forgotPassword.stepMethod',
    defaultMessage: 'Choose method',
    description: 'Name of step 1 in the progress list.',
  },
  stepCode: {
    id: 'auth.forgotPassword.stepCode',
    defaultMessage: 'Enter code',
    description: 'Name of step 2 in the progress list.',
  },
  stepPassword: {
    id: 'auth.forgotPassword.stepPassword',
    defaultMessage: 'New password',
    description: 'Name of step 3 in the progress list.',
  },
  methodHeading: {
    id: 'auth.forgotPassword.methodHeading',
    defaultMessage: 'How should we send your code?',
    description: 'Heading of step 1, where the person picks email or WhatsApp.',
  },
  methodEmail: {
    id: 'auth.forgotPassword.methodEmail',
    defaultMessage: 'Email',
    description: 'Radio option: receive the code by email.',
  },
  methodEmailHint: {
    id: 'auth.forgotPassword.methodEmailHint',
    defaultMessage: 'We will email you a {length, number}-digit code.',
    description: 'Help under the Email option.',
  },
  methodWhatsApp: {
    id: 'auth.forgotPassword.methodWhatsApp',
    defaultMessage: 'WhatsApp',
    description: 'Radio option: receive the code on WhatsApp (brand name).',
  },
  methodWhatsAppHint: {
    id: 'auth.forgotPassword.methodWhatsAppHint',
    defaultMessage: 'We will send a {length, number}-digit code to your WhatsApp number.',
    description: 'Help under the WhatsApp option.',
  },
  emailLabel: {
    id: 'auth.forgotPassword.emailLabel',
    defaultMessage: 'Email address',
    description: 'Label of the email field in step 1.',
  },
  phoneLabel: {
    id: 'auth.forgotPassword.phoneLabel',
    defaultMessage: 'WhatsApp phone number',
    description: 'Label of the phone field in step 1.',
  },
  phoneHint: {
    id: 'auth.forgotPassword.phoneHint',
    defaultMessage: 'The number registered with your account, for example +9779812345678.',
    description: 'Help under the phone field; the example number must stay a valid phone.',
  },
  sendCode: {
    id: 'auth.forgotPassword.sendCode',
    defaultMessage: 'Send code',
    description: 'Submit button of step 1.',
  },
  codeHeading: {
    id: 'auth.forgotPassword.codeHeading',
    defaultMessage: 'Enter the verification code',
    description: 'Heading of step 2.',
  },
  codeSentTo: {
    id: 'auth.forgotPassword.codeSentTo',
    defaultMessage: 'We sent a {length, number}-digit code to {contact}.',
    description: 'Step 2 explanation; contact is the email address or phone number.',
  },
  codeLabel: {
    id: 'auth.forgotPassword.codeLabel',
    defaultMessage: 'Verification code',
    description: 'Label of the code boxes in step 2.',
  },
  verify: {
    id: 'auth.forgotPassword.verify',
    defaultMessage: 'Verify code',
    description: 'Submit button of step 2.',
  },
  resend: {
    id: 'auth.forgotPassword.resend',
    defaultMessage: 'Resend code',
    description: 'Button that sends a new code, once the countdown is over.',
  },
  resendIn: {
    id: 'auth.forgotPassword.resendIn',
    defaultMessage: 'Resend code in {seconds, number}s',
    description: 'Disabled resend button during the countdown; s stands for seconds.',
  },
  resendWait: {
    id: 'auth.forgotPassword.resendWait',
    defaultMessage: 'You can request a new code in {seconds, number} seconds.',
    description: 'Announced to screen readers once, when the resend countdown starts.',
  },
  resendReady: {
    id: 'auth.forgotPassword.resendReady',
    defaultMessage: 'You can now request a new code.',
    description: 'Announced to screen readers once, when the resend countdown ends.',
  },
  codeResent: {
    id: 'auth.forgotPassword.codeResent',
    defaultMessage: 'A new code has been sent to {contact}.',
    description: 'Shown after a successful resend; contact is the email address or phone.',
  },
  changeContact: {
    id: 'auth.forgotPassword.changeContact',
    defaultMessage: 'Use a different email or number',
    description: 'Button in step 2 that goes back to step 1, keeping what was typed.',
  },
  passwordHeading: {
    id: 'auth.forgotPassword.passwordHeading',
    defaultMessage: 'Create a new password',
    description: 'Heading of step 3.',
  },
  newPasswordLabel: {
    id: 'auth.forgotPassword.newPasswordLabel',
    defaultMessage: 'New password',
    description: 'Label of the new password field.',
  },
  confirmPasswordLabel: {
    id: 'auth.forgotPassword.confirmPasswordLabel',
    defaultMessage: 'Confirm new password',
    description: 'Label of the field that repeats the new password.',
  },
  resetPassword: {
    id: 'auth.forgotPassword.resetPassword',
    defaultMessage: 'Reset password',
    description: 'Submit button of step 3.',
  },
  successHeading: {
    id: 'auth.forgotPassword.successHeading',
    defaultMessage: 'Password reset',
    description: 'Heading shown once the password has been changed.',
  },
  successMessage: {
    id: 'auth.forgotPassword.successMessage',
    defaultMessage:
      'Your password has been reset successfully. Taking you to the login page in a moment…',
    description: 'Success text; the login page opens automatically after 3 seconds.',
  },
  goToLogin: {
    id: 'auth.forgotPassword.goToLogin',
    defaultMessage: 'Go to login now',
    description: 'Button on the success screen that opens login without waiting.',
  },
  backToLogin: {
    id: 'auth.forgotPassword.backToLogin',
    defaultMessage: 'Back to login',
    description: 'Link back to the login page.',
  },
  sendFailed: {
    id: 'auth.forgotPassword.sendFailed',
    defaultMessage: 'Failed to send verification code',
    description: 'Error when the code could not be sent (000 §8).',
  },
  invalidCode: {
    id: 'auth.forgotPassword.invalidCode',
    defaultMessage: 'Invalid verification code',
    description: 'Error when the code was refused (000 §8).',
  },
  verifyFailed: {
    id: 'auth.forgotPassword.verifyFailed',
    defaultMessage: 'Something went wrong',
    description: 'Error when checking the code failed on the server, not because it was wrong.',
  },
  resendFailed: {
    id: 'auth.forgotPassword.resendFailed',
    defaultMessage: 'Failed to resend code',
    description: 'Error when a new code could not be sent (000 §8).',
  },
  resetFailed: {
    id: 'auth.forgotPassword.resetFailed',
    defaultMessage: 'Failed to reset password',
    description: 'Error when the new password could not be saved (000 §8).',
  },
  network: {
    id: 'auth.forgotPassword.network',
    defaultMessage: 'Network error. Please check your connection.',
    description: 'Error when there is no connection (000 §8).',
  },
  emailRequired: {
    id: 'auth.forgotPassword.emailRequired',
    defaultMessage: 'Please enter your email address',
    description: 'Validation: the email field is empty.',
  },
  phoneRequired: {
    id: 'auth.forgotPassword.phoneRequired',
    defaultMessage: 'Please enter your WhatsApp phone number',
    description: 'Validation: the phone field is empty.',
  },
  codeIncomplete: {
    id: 'auth.forgotPassword.codeIncomplete',
    defaultMessage: 'Enter all {length, number} digits of the code',
    description: 'Validation: fewer digits than the code has.',
  },
  passwordRequired: {
    id: 'auth.forgotPassword.passwordRequired',
    defaultMessage: 'Please enter a new password',
    description: 'Validation: the new password field is empty.',
  },
  confirmRequired: {
    id: 'auth.forgotPassword.confirmRequired',
    defaultMessage: 'Please confirm your new password',
    description: 'Validation: the confirmation field is empty.',
  },
});
