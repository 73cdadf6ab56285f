import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  retry: NoMessageValues;
  fieldLabel: NoMessageValues;
  placeholder: NoMessageValues;
  submit: NoMessageValues;
  required: NoMessageValues;
  signIn: NoMessageValues;
  signInHint: NoMessageValues;
  delete: { name: string };
  deleteTitle: NoMessageValues;
  deleteDescription: NoMessageValues;
  deleteConfirm: NoMessageValues;
  posted: NoMessageValues;
  deleted: NoMessageValues;
}>({
  title: { id: 'feed.postComments.title', defaultMessage: 'Comments' },
  loading: { id: 'feed.postComments.loading', defaultMessage: 'Loading comments…' },
  empty: {
    id: 'feed.postComments.empty',
    defaultMessage: 'No comments yet. Be the first to comment.',
  },
  loadFailed: {
    id: 'feed.postComments.loadFailed',
    defaultMessage: 'The comments could not be loaded.',
  },
  retry: { id: 'feed.postComments.retry', defaultMessage: 'Try again' },
  fieldLabel: { id: 'feed.postComments.fieldLabel', defaultMessage: 'Write a comment' },
  placeholder: {
    id: 'feed.postComments.placeholder',
    defaultMessage: 'Share your thoughts or ask a question',
  },
  submit: { id: 'feed.postComments.submit', defaultMessage: 'Post comment' },
  required: { id: 'feed.postComments.required', defaultMessage: 'Please write a comment' },
  signIn: { id: 'feed.postComments.signIn', defaultMessage: 'Sign in to comment' },
  signInHint: {
    id: 'feed.postComments.signInHint',
    defaultMessage: 'Members can ask questions and thank the author.',
  },
  delete: { id: 'feed.postComments.delete', defaultMessage: 'Delete the comment by {name}' },
  deleteTitle: { id: 'feed.postComments.deleteTitle', defaultMessage: 'Delete this comment?' },
  deleteDescription: {
    id: 'feed.postComments.deleteDescription',
    defaultMessage: 'It will be removed for everyone. This cannot be undone.',
  },
  deleteConfirm: { id: 'feed.postComments.deleteConfirm', defaultMessage: 'Delete comment' },
  posted: { id: 'feed.postComments.posted', defaultMessage: 'Your comment was posted.' },
  deleted: { id: 'feed.postComments.deleted', defaultMessage: 'The comment was deleted.' },
});
