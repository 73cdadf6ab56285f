import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'discovery.pageStates.loading', defaultMessage: 'Loading…' },
});
