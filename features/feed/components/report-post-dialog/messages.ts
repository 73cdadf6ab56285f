import { defineMessages, type NoMessageValues } from 'react-intl';
import type { reportReasons } from '@contract/feed';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: { title: string };
  reasonLabel: NoMessageValues;
  detailsLabel: NoMessageValues;
  detailsHint: NoMessageValues;
  submit: NoMessageValues;
  cancel: NoMessageValues;
  done: NoMessageValues;
  success: NoMessageValues;
}>({
  title: { id: 'feed.reportPostDialog.title', defaultMessage: 'Report post' },
  description: {
    id: 'feed.reportPostDialog.description',
    defaultMessage:
      'Tell us what is wrong with “{title}”. Our team reviews every report; the author does not see who reported.',
  },
  reasonLabel: {
    id: 'feed.reportPostDialog.reasonLabel',
    defaultMessage: 'Why are you reporting this post?',
  },
  detailsLabel: { id: 'feed.reportPostDialog.detailsLabel', defaultMessage: 'Details (optional)' },
  detailsHint: {
    id: 'feed.reportPostDialog.detailsHint',
    defaultMessage: 'Anything that helps our team understand the problem.',
  },
  submit: { id: 'feed.reportPostDialog.submit', defaultMessage: 'Send report' },
  cancel: { id: 'feed.reportPostDialog.cancel', defaultMessage: 'Cancel' },
  done: { id: 'feed.reportPostDialog.done', defaultMessage: 'Done' },
  success: {
    id: 'feed.reportPostDialog.success',
    defaultMessage: 'Thank you. Our team will review this post.',
  },
});

export const reasonMessages = defineMessages<
  Record<(typeof reportReasons)[number], NoMessageValues>
>({
  misleading: {
    id: 'feed.reportPostDialog.reason.misleading',
    defaultMessage: 'Misleading health information',
  },
  abusive: { id: 'feed.reportPostDialog.reason.abusive', defaultMessage: 'Abusive or offensive' },
  spam: { id: 'feed.reportPostDialog.reason.spam', defaultMessage: 'Spam or advertising' },
  other: { id: 'feed.reportPostDialog.reason.other', defaultMessage: 'Something else' },
});
