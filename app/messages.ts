import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  name: { id: 'app.home.name', defaultMessage: 'Ujyalo Health' },
  tagline: {
    id: 'app.home.tagline',
    defaultMessage: 'Connect with Us for Healthcare and Information',
  },
});
