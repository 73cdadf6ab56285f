import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  offline: { id: 'offline.banner.offline', defaultMessage: 'You are offline.' },
});

/** The age of the kept data, told relatively ("3 hours ago") through lib/format. */
export const keptMessages = defineMessages<{ showingKept: { time: string } }>({
  showingKept: {
    id: 'offline.banner.showingKept',
    defaultMessage: 'You are offline. Showing data last updated {time}.',
  },
});
