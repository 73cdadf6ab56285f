import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  failedDescription: NoMessageValues;
  totalPosts: NoMessageValues;
  totalLikes: NoMessageValues;
  totalShares: NoMessageValues;
  totalComments: NoMessageValues;
  monthlyReach: NoMessageValues;
  reachHint: NoMessageValues;
  engagementRate: NoMessageValues;
  engagementHint: NoMessageValues;
}>({
  label: { id: 'feed.postAnalytics.label', defaultMessage: 'Post analytics' },
  loading: { id: 'feed.postAnalytics.loading', defaultMessage: 'Loading your post analytics…' },
  failed: {
    id: 'feed.postAnalytics.failed',
    defaultMessage: 'Your post analytics could not be loaded',
  },
  failedDescription: {
    id: 'feed.postAnalytics.failedDescription',
    defaultMessage: 'Please check your connection and try again.',
  },
  totalPosts: { id: 'feed.postAnalytics.totalPosts', defaultMessage: 'Total Posts' },
  totalLikes: { id: 'feed.postAnalytics.totalLikes', defaultMessage: 'Total Likes' },
  totalShares: { id: 'feed.postAnalytics.totalShares', defaultMessage: 'Total Shares' },
  totalComments: { id: 'feed.postAnalytics.totalComments', defaultMessage: 'Total Comments' },
  monthlyReach: { id: 'feed.postAnalytics.monthlyReach', defaultMessage: 'Monthly Reach' },
  reachHint: {
    id: 'feed.postAnalytics.reachHint',
    defaultMessage: 'People who saw your posts in the last 30 days',
  },
  engagementRate: { id: 'feed.postAnalytics.engagementRate', defaultMessage: 'Engagement Rate' },
  engagementHint: {
    id: 'feed.postAnalytics.engagementHint',
    defaultMessage: 'Average likes, comments and shares per post',
  },
});
