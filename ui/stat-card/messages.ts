import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  trendUp: { value: string };
  trendDown: { value: string };
  trendFlat: NoMessageValues;
}>({
  trendUp: {
    id: 'ui.statCard.trendUp',
    defaultMessage: 'Up {value}',
    description:
      'Screen-reader text for a rising figure; {value} is the formatted change, e.g. 12%.',
  },
  trendDown: {
    id: 'ui.statCard.trendDown',
    defaultMessage: 'Down {value}',
    description:
      'Screen-reader text for a falling figure; {value} is the formatted change, e.g. 4.',
  },
  trendFlat: {
    id: 'ui.statCard.trendFlat',
    defaultMessage: 'No change',
    description: 'Screen-reader text when a figure did not change.',
  },
});
