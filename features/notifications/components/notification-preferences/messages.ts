import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { NotificationChannel } from '@contract/patient-profile';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  retry: NoMessageValues;
  locked: NoMessageValues;
  saved: NoMessageValues;
  switchName: { type: string; channel: string };
}>({
  title: { id: 'notifications.preferences.title', defaultMessage: 'How we tell you' },
  description: {
    id: 'notifications.preferences.description',
    defaultMessage:
      'Choose, for each kind of notification, where it reaches you. Text and WhatsApp messages go out only while the site sends them.',
  },
  loading: { id: 'notifications.preferences.loading', defaultMessage: 'Loading preferences...' },
  loadFailed: {
    id: 'notifications.preferences.loadFailed',
    defaultMessage: 'Failed to load your notification preferences.',
  },
  retry: { id: 'notifications.preferences.retry', defaultMessage: 'Retry' },
  locked: {
    id: 'notifications.preferences.locked',
    defaultMessage: 'Emergency alerts always show in the app.',
  },
  saved: { id: 'notifications.preferences.saved', defaultMessage: 'Preferences saved' },
  switchName: { id: 'notifications.preferences.switchName', defaultMessage: '{type}: {channel}' },
});

export const channelLabels: Readonly<Record<NotificationChannel, MessageDescriptor>> =
  defineMessages({
    inApp: { id: 'notifications.preferences.channel.inApp', defaultMessage: 'In the app' },
    email: { id: 'notifications.preferences.channel.email', defaultMessage: 'Email' },
    sms: { id: 'notifications.preferences.channel.sms', defaultMessage: 'SMS' },
    whatsapp: { id: 'notifications.preferences.channel.whatsapp', defaultMessage: 'WhatsApp' },
  });
