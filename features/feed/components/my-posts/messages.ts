import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  list: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  failedDescription: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  createFirst: NoMessageValues;
  loadMore: NoMessageValues;
  moreFailed: NoMessageValues;
  tryAgain: NoMessageValues;
  tags: NoMessageValues;
  moreMediaShort: { count: number };
  reactions: NoMessageValues;
  likes: { count: number };
  comments: { count: number };
  shares: { count: number };
  photo: { title: string };
  video: NoMessageValues;
  moreMedia: { count: number };
  watchVideo: NoMessageValues;
  readArticle: NoMessageValues;
  like: NoMessageValues;
  share: NoMessageValues;
  edit: NoMessageValues;
  delete: NoMessageValues;
  editTitle: NoMessageValues;
  deleteQuestion: NoMessageValues;
  deleteDescription: NoMessageValues;
  deleteConfirm: NoMessageValues;
  deleted: NoMessageValues;
  deleteFailed: NoMessageValues;
}>({
  list: { id: 'feed.myPosts.list', defaultMessage: 'My posts' },
  loading: { id: 'feed.myPosts.loading', defaultMessage: 'Loading your posts…' },
  failed: { id: 'feed.myPosts.failed', defaultMessage: 'Failed to fetch health posts' },
  failedDescription: {
    id: 'feed.myPosts.failedDescription',
    defaultMessage: 'Please check your connection and try again.',
  },
  emptyTitle: { id: 'feed.myPosts.emptyTitle', defaultMessage: 'No posts yet' },
  emptyDescription: {
    id: 'feed.myPosts.emptyDescription',
    defaultMessage: 'Share health tips, news and announcements with your patients and community.',
  },
  createFirst: { id: 'feed.myPosts.createFirst', defaultMessage: 'Create Your First Post' },
  loadMore: { id: 'feed.myPosts.loadMore', defaultMessage: 'Load more posts' },
  moreFailed: {
    id: 'feed.myPosts.moreFailed',
    defaultMessage: 'More posts could not be loaded.',
  },
  tryAgain: { id: 'feed.myPosts.tryAgain', defaultMessage: 'Try again' },
  tags: { id: 'feed.myPosts.tags', defaultMessage: 'Tags' },
  moreMediaShort: { id: 'feed.myPosts.moreMediaShort', defaultMessage: '+{count}' },
  reactions: { id: 'feed.myPosts.reactions', defaultMessage: 'Reactions' },
  likes: {
    id: 'feed.myPosts.likes',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
  },
  comments: {
    id: 'feed.myPosts.comments',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
  },
  shares: {
    id: 'feed.myPosts.shares',
    defaultMessage: '{count, plural, one {# share} other {# shares}}',
  },
  photo: { id: 'feed.myPosts.photo', defaultMessage: 'Photo for “{title}”' },
  video: { id: 'feed.myPosts.video', defaultMessage: 'Video' },
  moreMedia: {
    id: 'feed.myPosts.moreMedia',
    defaultMessage: '{count, plural, one {# more photo or video} other {# more photos or videos}}',
  },
  watchVideo: { id: 'feed.myPosts.watchVideo', defaultMessage: 'Watch video' },
  readArticle: { id: 'feed.myPosts.readArticle', defaultMessage: 'Read article' },
  like: { id: 'feed.myPosts.like', defaultMessage: 'Like' },
  share: { id: 'feed.myPosts.share', defaultMessage: 'Share' },
  edit: { id: 'feed.myPosts.edit', defaultMessage: 'Edit' },
  delete: { id: 'feed.myPosts.delete', defaultMessage: 'Delete' },
  editTitle: { id: 'feed.myPosts.editTitle', defaultMessage: 'Edit Post' },
  deleteQuestion: {
    id: 'feed.myPosts.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete this post?',
  },
  deleteDescription: {
    id: 'feed.myPosts.deleteDescription',
    defaultMessage:
      'It is removed for everyone, with its likes, comments, photos and videos. This cannot be undone.',
  },
  deleteConfirm: { id: 'feed.myPosts.deleteConfirm', defaultMessage: 'Delete post' },
  deleted: { id: 'feed.myPosts.deleted', defaultMessage: 'Post deleted' },
  deleteFailed: {
    id: 'feed.myPosts.deleteFailed',
    defaultMessage: 'The post could not be deleted. Please try again.',
  },
});
