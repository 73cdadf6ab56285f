import { defineMessages } from 'react-intl';
import type { ReportReason } from '@contract/admin-moderation';

export const messages = defineMessages({
  title: { id: 'admin.moderation.title', defaultMessage: 'Reported posts' },
  policy: {
    id: 'admin.moderation.policy',
    defaultMessage: 'Review moderation typically 24-48 hours',
  },
  post: { id: 'admin.moderation.post', defaultMessage: 'Post' },
  author: { id: 'admin.moderation.author', defaultMessage: 'Author' },
  reasons: { id: 'admin.moderation.reasons', defaultMessage: 'Reasons' },
  reports: { id: 'admin.moderation.reports', defaultMessage: 'Reports' },
  waiting: { id: 'admin.moderation.waiting', defaultMessage: 'First reported' },
  actions: { id: 'admin.moderation.actions', defaultMessage: 'Actions' },
  overdue: { id: 'admin.moderation.overdue', defaultMessage: 'Overdue' },
  hidden: { id: 'admin.moderation.hidden', defaultMessage: 'Hidden' },
  hide: { id: 'admin.moderation.hide', defaultMessage: 'Hide' },
  restore: { id: 'admin.moderation.restore', defaultMessage: 'Restore' },
  dismiss: { id: 'admin.moderation.dismiss', defaultMessage: 'Dismiss' },
  note: { id: 'admin.moderation.note', defaultMessage: 'Note (optional)' },
  noteHint: {
    id: 'admin.moderation.noteHint',
    defaultMessage: 'For Hide and Restore, the author reads this note.',
  },
  emptyTitle: { id: 'admin.moderation.emptyTitle', defaultMessage: 'No reported posts' },
  emptyDescription: {
    id: 'admin.moderation.emptyDescription',
    defaultMessage: 'Posts that people report appear here, oldest first.',
  },
  hideDescription: {
    id: 'admin.moderation.hideDescription',
    defaultMessage:
      'The post leaves the public feed and its reports are closed. The author is told by notification and email.',
  },
  restoreDescription: {
    id: 'admin.moderation.restoreDescription',
    defaultMessage: 'The post is visible again as before. The author is told.',
  },
  dismissDescription: {
    id: 'admin.moderation.dismissDescription',
    defaultMessage: 'The reports are closed and the post stays as it is.',
  },
});

/** Messages that name the post, or count. */
export const namedMessages = defineMessages<
  Record<
    | 'hideTitle'
    | 'restoreTitle'
    | 'dismissTitle'
    | 'hidePost'
    | 'restorePost'
    | 'dismissPost'
    | 'hidden'
    | 'restored'
    | 'dismissed',
    { title: string }
  >
>({
  hideTitle: { id: 'admin.moderation.hideTitle', defaultMessage: 'Hide “{title}”?' },
  restoreTitle: { id: 'admin.moderation.restoreTitle', defaultMessage: 'Restore “{title}”?' },
  dismissTitle: {
    id: 'admin.moderation.dismissTitle',
    defaultMessage: 'Dismiss the reports of “{title}”?',
  },
  hidePost: { id: 'admin.moderation.hidePost', defaultMessage: 'Hide {title}' },
  restorePost: { id: 'admin.moderation.restorePost', defaultMessage: 'Restore {title}' },
  dismissPost: { id: 'admin.moderation.dismissPost', defaultMessage: 'Dismiss reports of {title}' },
  hidden: { id: 'admin.moderation.hiddenToast', defaultMessage: '“{title}” is hidden' },
  restored: { id: 'admin.moderation.restoredToast', defaultMessage: '“{title}” is restored' },
  dismissed: {
    id: 'admin.moderation.dismissedToast',
    defaultMessage: 'The reports of “{title}” are dismissed',
  },
});

export const countMessages = defineMessages<Record<'reportCount', { count: number; n: string }>>({
  reportCount: {
    id: 'admin.moderation.reportCount',
    defaultMessage: '{count, plural, one {{n} report} other {{n} reports}}',
  },
});

export const reasonMessages = defineMessages<ReportReason>({
  misleading: { id: 'admin.moderation.reasonMisleading', defaultMessage: 'Misleading' },
  abusive: { id: 'admin.moderation.reasonAbusive', defaultMessage: 'Abusive' },
  spam: { id: 'admin.moderation.reasonSpam', defaultMessage: 'Spam' },
  other: { id: 'admin.moderation.reasonOther', defaultMessage: 'Other' },
});
