import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  heading: NoMessageValues;
  sentTo: { length: number; email: string };
  codeLabel: NoMessageValues;
  verify: NoMessageValues;
  resend: NoMessageValues;
  resent: { email: string };
  failed: NoMessageValues;
}>({
  heading: { id: 'auth.emailCodeStep.heading', defaultMessage: 'Verify your email' },
  sentTo: {
    id: 'auth.emailCodeStep.sentTo',
    defaultMessage: 'Enter the {length, number}-digit code we sent to {email}.',
  },
  codeLabel: { id: 'auth.emailCodeStep.codeLabel', defaultMessage: 'Verification code' },
  verify: { id: 'auth.emailCodeStep.verify', defaultMessage: 'Verify email' },
  resend: { id: 'auth.emailCodeStep.resend', defaultMessage: 'Send a new code' },
  resent: {
    id: 'auth.emailCodeStep.resent',
    defaultMessage: 'A new code is on its way to {email}.',
  },
  failed: {
    id: 'auth.emailCodeStep.failed',
    defaultMessage: 'We could not check the code. Please try again.',
  },
});
