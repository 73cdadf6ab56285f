import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ labelWithCount: { label: string; count: number } }>({
  labelWithCount: {
    id: 'ui.tabs.labelWithCount',
    defaultMessage: '{label}, {count, number}',
    description:
      'Accessible name of a tab with a count badge, e.g. "Appointments, 3". label may be empty when the tab has no plain-text name.',
  },
});
