import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { NotificationFilter } from '../../api';

export const messages = defineMessages<{
  filters: NoMessageValues;
  list: NoMessageValues;
  deleteAll: NoMessageValues;
  deleteAllTitle: NoMessageValues;
  deleteAllBody: NoMessageValues;
  deleteAllFailed: NoMessageValues;
  deleteFailed: NoMessageValues;
}>({
  filters: { id: 'notifications.panel.filters', defaultMessage: 'Show notifications' },
  list: { id: 'notifications.panel.list', defaultMessage: 'Notifications' },
  deleteAll: { id: 'notifications.panel.deleteAll', defaultMessage: 'Delete all' },
  deleteAllTitle: {
    id: 'notifications.panel.deleteAllTitle',
    defaultMessage: 'Delete all notifications?',
  },
  deleteAllBody: {
    id: 'notifications.panel.deleteAllBody',
    defaultMessage: 'Every notification, read or not, is removed for good.',
  },
  deleteAllFailed: {
    id: 'notifications.panel.deleteAllFailed',
    defaultMessage: 'Failed to delete the notifications. Please try again.',
  },
  deleteFailed: {
    id: 'notifications.panel.deleteFailed',
    defaultMessage: 'Failed to delete the notification. Please try again.',
  },
});

/** What an empty list says, per filter. */
export const emptyTitles: Readonly<Record<NotificationFilter, MessageDescriptor>> = defineMessages({
  all: { id: 'notifications.panel.empty.all', defaultMessage: 'No notifications yet' },
  unread: { id: 'notifications.panel.empty.unread', defaultMessage: 'No unread notifications' },
  appointment: {
    id: 'notifications.panel.empty.appointment',
    defaultMessage: 'No appointment notifications',
  },
  letter: { id: 'notifications.panel.empty.letter', defaultMessage: 'No letters' },
  prescription: {
    id: 'notifications.panel.empty.prescription',
    defaultMessage: 'No prescription notifications',
  },
  medicalRecord: {
    id: 'notifications.panel.empty.medicalRecord',
    defaultMessage: 'No medical record notifications',
  },
});

export const emptyDescriptions = defineMessages<{
  all: NoMessageValues;
  unread: NoMessageValues;
  other: NoMessageValues;
}>({
  all: {
    id: 'notifications.panel.emptyDescription.all',
    defaultMessage: 'Updates about your appointments and prescriptions will appear here.',
  },
  unread: {
    id: 'notifications.panel.emptyDescription.unread',
    defaultMessage: 'You are all caught up.',
  },
  other: {
    id: 'notifications.panel.emptyDescription.other',
    defaultMessage: 'Choose All to see every notification.',
  },
});
