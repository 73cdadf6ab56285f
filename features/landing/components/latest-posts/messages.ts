import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  viewAll: { id: 'landing.latestPosts.viewAll', defaultMessage: 'See all health information' },
  emptyTitle: { id: 'landing.latestPosts.emptyTitle', defaultMessage: 'No health posts yet' },
  emptyDescription: {
    id: 'landing.latestPosts.emptyDescription',
    defaultMessage:
      'Tips and news from doctors across Nepal will appear here. Visit the health feed to explore.',
  },
  emptyAction: { id: 'landing.latestPosts.emptyAction', defaultMessage: 'Visit the health feed' },
});

// Messages with placeholders are typed: a call without their values fails to compile.
const valueMessages = defineMessages<{ byline: { name: string } }>({
  byline: { id: 'landing.latestPosts.byline', defaultMessage: 'By {name}' },
});

export const messages = { ...plainMessages, ...valueMessages };

/** The feed categories of the contract, as readers see them. */
export const categoryMessages = defineMessages({
  'General Health': {
    id: 'landing.latestPosts.category.generalHealth',
    defaultMessage: 'General Health',
  },
  Cardiology: { id: 'landing.latestPosts.category.cardiology', defaultMessage: 'Cardiology' },
  Dermatology: { id: 'landing.latestPosts.category.dermatology', defaultMessage: 'Dermatology' },
  Endocrinology: {
    id: 'landing.latestPosts.category.endocrinology',
    defaultMessage: 'Endocrinology',
  },
  Gastroenterology: {
    id: 'landing.latestPosts.category.gastroenterology',
    defaultMessage: 'Gastroenterology',
  },
  Neurology: { id: 'landing.latestPosts.category.neurology', defaultMessage: 'Neurology' },
  Oncology: { id: 'landing.latestPosts.category.oncology', defaultMessage: 'Oncology' },
  Orthopedics: { id: 'landing.latestPosts.category.orthopedics', defaultMessage: 'Orthopedics' },
  Pediatrics: { id: 'landing.latestPosts.category.pediatrics', defaultMessage: 'Pediatrics' },
  Psychiatry: { id: 'landing.latestPosts.category.psychiatry', defaultMessage: 'Psychiatry' },
  Pulmonology: { id: 'landing.latestPosts.category.pulmonology', defaultMessage: 'Pulmonology' },
  Radiology: { id: 'landing.latestPosts.category.radiology', defaultMessage: 'Radiology' },
  Urology: { id: 'landing.latestPosts.category.urology', defaultMessage: 'Urology' },
});
