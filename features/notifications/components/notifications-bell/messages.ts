import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: { count: number };
  labelOverflow: { count: number };
  heading: NoMessageValues;
  viewAll: NoMessageValues;
  retry: NoMessageValues;
  arrived: { title: string };
}>({
  label: {
    id: 'notifications.bell.label',
    defaultMessage:
      '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
  labelOverflow: {
    id: 'notifications.bell.labelOverflow',
    defaultMessage: 'Notifications, {count}+ unread',
  },
  heading: { id: 'notifications.bell.heading', defaultMessage: 'Notifications' },
  viewAll: { id: 'notifications.bell.viewAll', defaultMessage: 'View all notifications' },
  retry: { id: 'notifications.bell.retry', defaultMessage: 'Retry' },
  arrived: { id: 'notifications.bell.arrived', defaultMessage: 'New notification: {title}' },
});
