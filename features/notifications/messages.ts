import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { NotificationFilter, NotificationType } from './api';

/** The filters of the notifications screen (002 §2), in the order shown. */
export const filterLabels: Readonly<Record<NotificationFilter, MessageDescriptor>> = defineMessages(
  {
    all: { id: 'notifications.filter.all', defaultMessage: 'All' },
    unread: { id: 'notifications.filter.unread', defaultMessage: 'Unread' },
    appointment: { id: 'notifications.filter.appointment', defaultMessage: 'Appointments' },
    letter: { id: 'notifications.filter.letter', defaultMessage: 'Letters' },
    prescription: { id: 'notifications.filter.prescription', defaultMessage: 'Prescriptions' },
    medicalRecord: { id: 'notifications.filter.medicalRecord', defaultMessage: 'Medical records' },
  },
);

/** What a notification is about (001 §3, 002 §3). */
export const typeLabels: Readonly<Record<NotificationType, MessageDescriptor>> = defineMessages({
  appointment: { id: 'notifications.type.appointment', defaultMessage: 'Appointment' },
  prescription: { id: 'notifications.type.prescription', defaultMessage: 'Prescription' },
  medicalRecord: { id: 'notifications.type.medicalRecord', defaultMessage: 'Medical record' },
  letter: { id: 'notifications.type.letter', defaultMessage: 'Letter' },
  emergency: { id: 'notifications.type.emergency', defaultMessage: 'Emergency' },
  system: { id: 'notifications.type.system', defaultMessage: 'System' },
  general: { id: 'notifications.type.general', defaultMessage: 'General' },
  like: { id: 'notifications.type.like', defaultMessage: 'Like' },
  comment: { id: 'notifications.type.comment', defaultMessage: 'Comment' },
});

/** Texts the bell and the screen share; the failures are 002 §8's. */
export const commonMessages = defineMessages<{
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  markAllRead: NoMessageValues;
  markAllFailed: NoMessageValues;
  empty: NoMessageValues;
}>({
  loading: { id: 'notifications.common.loading', defaultMessage: 'Loading notifications…' },
  loadFailed: {
    id: 'notifications.common.loadFailed',
    defaultMessage: 'Failed to load notifications. Please try again later.',
  },
  markAllRead: { id: 'notifications.common.markAllRead', defaultMessage: 'Mark all as read' },
  markAllFailed: {
    id: 'notifications.common.markAllFailed',
    defaultMessage: 'Failed to mark all notifications as read.',
  },
  empty: { id: 'notifications.common.empty', defaultMessage: 'No notifications yet' },
});
