import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  count: { count: string; max: string };
  countDescription: { count: string; max: string };
  limitReached: NoMessageValues;
}>({
  count: {
    id: 'ui.textarea.count',
    defaultMessage: '{count}/{max}',
    description: 'Visible character counter under a text area.',
  },
  countDescription: {
    id: 'ui.textarea.countDescription',
    defaultMessage: '{count} of {max} characters used',
    description: 'Character counter as read by screen readers.',
  },
  limitReached: {
    id: 'ui.textarea.limitReached',
    defaultMessage: 'Character limit reached',
    description: 'Announced to screen readers when the text area is full.',
  },
});
