import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ErrorOverrides } from '@lib/errors';

export const messages = defineMessages<{
  readMore: NoMessageValues;
  showLess: NoMessageValues;
  like: { count: number };
  share: { count: number };
  comments: { count: number };
  more: { title: string };
  report: NoMessageValues;
  tags: NoMessageValues;
  media: NoMessageValues;
  image: { title: string; index: number; total: number };
  video: { title: string };
  watchVideo: NoMessageValues;
  readArticle: NoMessageValues;
  newTab: NoMessageValues;
  actions: NoMessageValues;
  sharedHighlight: NoMessageValues;
  likeWord: NoMessageValues;
  commentWord: NoMessageValues;
  shareWord: NoMessageValues;
  playVideo: NoMessageValues;
}>({
  readMore: { id: 'feed.postCard.readMore', defaultMessage: 'Read more' },
  showLess: { id: 'feed.postCard.showLess', defaultMessage: 'Show less' },
  like: {
    id: 'feed.postCard.like',
    defaultMessage: '{count, plural, one {Like, # like} other {Like, # likes}}',
  },
  share: {
    id: 'feed.postCard.share',
    defaultMessage: '{count, plural, one {Share, # share} other {Share, # shares}}',
  },
  comments: {
    id: 'feed.postCard.comments',
    defaultMessage: '{count, plural, one {Comments, # comment} other {Comments, # comments}}',
  },
  more: { id: 'feed.postCard.more', defaultMessage: 'More actions for “{title}”' },
  report: { id: 'feed.postCard.report', defaultMessage: 'Report post' },
  tags: { id: 'feed.postCard.tags', defaultMessage: 'Tags' },
  media: { id: 'feed.postCard.media', defaultMessage: 'Photos and videos' },
  image: {
    id: 'feed.postCard.image',
    defaultMessage: '{total, plural, one {{title}} other {{title}, picture {index} of {total}}}',
  },
  video: { id: 'feed.postCard.video', defaultMessage: 'Video: {title}' },
  watchVideo: { id: 'feed.postCard.watchVideo', defaultMessage: 'Watch the video' },
  readArticle: { id: 'feed.postCard.readArticle', defaultMessage: 'Read the full article' },
  newTab: { id: 'feed.postCard.newTab', defaultMessage: '(opens in a new tab)' },
  actions: { id: 'feed.postCard.actions', defaultMessage: 'Post actions' },
  sharedHighlight: { id: 'feed.postCard.sharedHighlight', defaultMessage: 'Shared with you' },
  likeWord: { id: 'feed.postCard.likeWord', defaultMessage: 'Like' },
  commentWord: { id: 'feed.postCard.commentWord', defaultMessage: 'Comment' },
  shareWord: { id: 'feed.postCard.shareWord', defaultMessage: 'Share' },
  playVideo: { id: 'feed.postCard.playVideo', defaultMessage: 'Load the video' },
});

/** The texts of failed calls that are not the server's own (000 §8). */
export const failureMessages = defineMessages<{
  timeout: NoMessageValues;
  network: NoMessageValues;
  generic: NoMessageValues;
}>({
  timeout: { id: 'feed.failure.timeout', defaultMessage: 'Connection timeout. Please try again.' },
  network: {
    id: 'feed.failure.network',
    defaultMessage: 'Network error. Please check your connection.',
  },
  generic: { id: 'feed.failure.generic', defaultMessage: 'Something went wrong' },
});

/**
 * How the feed words a failed call (000 §8): its own time-out and connection texts, the
 * server's message for what it refused, and one generic text for the rest.
 */
export const failureOverrides: ErrorOverrides = {
  TIMEOUT: failureMessages.timeout,
  connection: failureMessages.network,
  serverError: failureMessages.generic,
  fallback: failureMessages.generic,
};
