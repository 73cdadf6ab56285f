import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  show: NoMessageValues;
  strength: NoMessageValues;
  strengthValue: { level: MessageValue };
  score0: NoMessageValues;
  score1: NoMessageValues;
  score2: NoMessageValues;
  score3: NoMessageValues;
  score4: NoMessageValues;
  score5: NoMessageValues;
  missingHeading: NoMessageValues;
  missingLength: { min: number };
  missingLowercase: NoMessageValues;
  missingUppercase: NoMessageValues;
  missingDigit: NoMessageValues;
  missingSpecial: NoMessageValues;
}>({
  show: {
    id: 'ui.passwordInput.show',
    defaultMessage: 'Show password',
    description:
      'Toggle button that reveals the password; it is "pressed" while the password shows.',
  },
  strength: {
    id: 'ui.passwordInput.strength',
    defaultMessage: 'Password strength',
    description: 'Accessible name of the password strength meter.',
  },
  strengthValue: {
    id: 'ui.passwordInput.strengthValue',
    defaultMessage: 'Password strength: {level}',
    description: 'Visible strength line; {level} is one of Very weak … Very strong.',
  },
  score0: { id: 'ui.passwordInput.score0', defaultMessage: 'Very weak' },
  score1: { id: 'ui.passwordInput.score1', defaultMessage: 'Weak' },
  score2: { id: 'ui.passwordInput.score2', defaultMessage: 'Fair' },
  score3: { id: 'ui.passwordInput.score3', defaultMessage: 'Good' },
  score4: { id: 'ui.passwordInput.score4', defaultMessage: 'Strong' },
  score5: { id: 'ui.passwordInput.score5', defaultMessage: 'Very strong' },
  missingHeading: {
    id: 'ui.passwordInput.missingHeading',
    defaultMessage: 'To make it stronger, add:',
    description: 'Introduces the list of password requirements not yet met.',
  },
  missingLength: {
    id: 'ui.passwordInput.missingLength',
    defaultMessage: 'At least {min, number} characters',
  },
  missingLowercase: {
    id: 'ui.passwordInput.missingLowercase',
    defaultMessage: 'A lowercase letter',
  },
  missingUppercase: {
    id: 'ui.passwordInput.missingUppercase',
    defaultMessage: 'An uppercase letter',
  },
  missingDigit: { id: 'ui.passwordInput.missingDigit', defaultMessage: 'A number' },
  missingSpecial: { id: 'ui.passwordInput.missingSpecial', defaultMessage: 'A special character' },
});
