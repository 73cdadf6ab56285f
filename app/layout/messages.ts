import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'app.layout.skipToContent', defaultMessage: 'Skip to main content' },
});

export const maintenanceMessages = defineMessages({
  title: { id: 'app.maintenance.title', defaultMessage: 'We are under maintenance' },
  description: {
    id: 'app.maintenance.description',
    defaultMessage:
      'Ujyalo Health is being improved right now. Please come back a little later; your data is safe.',
  },
  retry: { id: 'app.maintenance.retry', defaultMessage: 'Try again' },
  adminLogin: { id: 'app.maintenance.adminLogin', defaultMessage: 'Administrator login' },
});
