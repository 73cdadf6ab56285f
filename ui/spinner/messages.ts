import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
});
