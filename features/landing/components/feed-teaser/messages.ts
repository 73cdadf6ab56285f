import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.feedTeaser.title', defaultMessage: 'From the health feed' },
  intro: {
    id: 'landing.feedTeaser.intro',
    defaultMessage: 'Health tips and news from doctors, hospitals and labs across Nepal.',
  },
});
