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
