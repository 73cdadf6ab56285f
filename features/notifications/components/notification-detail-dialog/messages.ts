import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  received: { date: string; time: string; relative: string };
  done: NoMessageValues;
  delete: NoMessageValues;
}>({
  received: {
    id: 'notifications.detail.received',
    defaultMessage: 'Received {date} at {time} ({relative})',
  },
  done: { id: 'notifications.detail.done', defaultMessage: 'Done' },
  delete: { id: 'notifications.detail.delete', defaultMessage: 'Delete' },
});
