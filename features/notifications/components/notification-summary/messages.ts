import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ unread: NoMessageValues }>({
  unread: { id: 'notifications.summary.unread', defaultMessage: 'Unread' },
});
