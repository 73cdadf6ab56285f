import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'offline.update.title', defaultMessage: 'Update available' },
  description: {
    id: 'offline.update.description',
    defaultMessage: 'A new version of Ujyalo Health is ready. Reload to use it.',
  },
  reload: { id: 'offline.update.reload', defaultMessage: 'Reload' },
});
