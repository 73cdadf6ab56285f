import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ busy: NoMessageValues }>({
  busy: {
    id: 'ui.button.busy',
    defaultMessage: 'Loading',
    description: 'Announced politely when a pressed button starts waiting for the server.',
  },
});
