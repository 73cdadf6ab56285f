import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  tabs: NoMessageValues;
  tabAll: NoMessageValues;
  tabHealthTips: NoMessageValues;
  tabDoctorPosts: NoMessageValues;
  posts: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  loadMore: NoMessageValues;
  loadingMore: NoMessageValues;
  moreFailed: NoMessageValues;
  retry: NoMessageValues;
  shown: { count: number };
  allCaughtUp: NoMessageValues;
  sharedPost: NoMessageValues;
  sharedGone: NoMessageValues;
  sharedFailed: NoMessageValues;
  loadingShared: NoMessageValues;
}>({
  title: { id: 'feed.healthFeed.title', defaultMessage: 'Health Feed' },
  intro: {
    id: 'feed.healthFeed.intro',
    defaultMessage:
      'Health tips, news and announcements from doctors, hospitals, labs and pharmacies across Nepal.',
  },
  tabs: { id: 'feed.healthFeed.tabs', defaultMessage: 'Which posts' },
  tabAll: { id: 'feed.healthFeed.tabAll', defaultMessage: 'All Posts' },
  tabHealthTips: { id: 'feed.healthFeed.tabHealthTips', defaultMessage: 'Health Tips' },
  tabDoctorPosts: { id: 'feed.healthFeed.tabDoctorPosts', defaultMessage: 'Doctor Posts' },
  posts: { id: 'feed.healthFeed.posts', defaultMessage: 'Posts' },
  loading: { id: 'feed.healthFeed.loading', defaultMessage: 'Loading posts…' },
  loadFailed: {
    id: 'feed.healthFeed.loadFailed',
    defaultMessage: 'The posts could not be loaded',
  },
  loadMore: { id: 'feed.healthFeed.loadMore', defaultMessage: 'Load more posts' },
  loadingMore: { id: 'feed.healthFeed.loadingMore', defaultMessage: 'Loading more posts…' },
  moreFailed: {
    id: 'feed.healthFeed.moreFailed',
    defaultMessage: 'More posts could not be loaded.',
  },
  retry: { id: 'feed.healthFeed.retry', defaultMessage: 'Try again' },
  shown: {
    id: 'feed.healthFeed.shown',
    defaultMessage: '{count, plural, one {# post shown} other {# posts shown}}',
  },
  allCaughtUp: {
    id: 'feed.healthFeed.allCaughtUp',
    defaultMessage: 'You have seen every post.',
  },
  sharedPost: { id: 'feed.healthFeed.sharedPost', defaultMessage: 'The post shared with you' },
  sharedGone: {
    id: 'feed.healthFeed.sharedGone',
    defaultMessage: 'This post is no longer available.',
  },
  sharedFailed: {
    id: 'feed.healthFeed.sharedFailed',
    defaultMessage: 'The shared post could not be loaded.',
  },
  loadingShared: {
    id: 'feed.healthFeed.loadingShared',
    defaultMessage: 'Loading the shared post…',
  },
});
