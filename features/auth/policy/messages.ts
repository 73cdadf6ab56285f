import { defineMessages, type NoMessageValues } from 'react-intl';

/** The password policy in force, as the sign-up and reset forms tell it (issue 14). */
export const messages = defineMessages<{
  rules: { rules: string };
  minLength: { count: number };
  uppercase: NoMessageValues;
  number: NoMessageValues;
  special: NoMessageValues;
}>({
  rules: {
    id: 'auth.passwordPolicy.rules',
    defaultMessage: 'Your password needs {rules}.',
  },
  minLength: {
    id: 'auth.passwordPolicy.minLength',
    defaultMessage: 'at least {count, plural, one {# character} other {# characters}}',
  },
  uppercase: { id: 'auth.passwordPolicy.uppercase', defaultMessage: 'an uppercase letter' },
  number: { id: 'auth.passwordPolicy.number', defaultMessage: 'a number' },
  special: {
    id: 'auth.passwordPolicy.special',
    defaultMessage: 'a special character (such as ! @ # $)',
  },
});
