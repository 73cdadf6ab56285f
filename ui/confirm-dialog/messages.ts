import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  cancel: { id: 'ui.confirmDialog.cancel', defaultMessage: 'Cancel' },
});
