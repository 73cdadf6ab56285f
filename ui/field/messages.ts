import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  required: {
    id: 'ui.field.required',
    defaultMessage: '(required)',
    description: 'Read by screen readers after a form label whose field must be filled in.',
  },
});
