import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  close: NoMessageValues;
  viewport: { hotkey: string };
  announce: NoMessageValues;
}>({
  close: { id: 'ui.toast.close', defaultMessage: 'Dismiss notification' },
  viewport: {
    id: 'ui.toast.viewport',
    defaultMessage: 'Notifications ({hotkey})',
    description: 'Landmark name of the notifications area; {hotkey} is the shortcut, e.g. F8.',
  },
  announce: {
    id: 'ui.toast.announce',
    defaultMessage: 'Notification',
    description: 'Read by screen readers before the text of each new notification.',
  },
});
