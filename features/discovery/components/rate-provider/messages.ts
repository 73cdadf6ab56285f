import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'discovery.rateProvider.title', defaultMessage: 'Rate this provider' },
  stars: { id: 'discovery.rateProvider.stars', defaultMessage: 'Your rating' },
  comment: { id: 'discovery.rateProvider.comment', defaultMessage: 'Comment (optional)' },
  save: { id: 'discovery.rateProvider.save', defaultMessage: 'Save rating' },
  saved: { id: 'discovery.rateProvider.saved', defaultMessage: 'Thank you, your rating is saved' },
  verifyFirst: {
    id: 'discovery.rateProvider.verifyFirst',
    defaultMessage: 'Verify your account to rate providers.',
  },
});
