import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ui.sheet.close', defaultMessage: 'Close' },
});
