import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'landing.postListSkeleton.loading', defaultMessage: 'Loading the latest posts…' },
});
