import type { ColumnDef } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import { reportReasons, type ReportedPost } from '@contract/admin-moderation';
import { formatDate, formatNumber, formatRelative } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { countMessages, messages, namedMessages, reasonMessages } from './messages';

export type ModerationAction = 'hide' | 'restore' | 'dismiss';
export type PendingAction = { post: ReportedPost; action: ModerationAction };

const EXCERPT = 140;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;

/** The queue's columns: the post, who wrote it, why and when it was reported, what to do. */
export function moderationColumns(
  intl: IntlShape,
  onAction: (pending: PendingAction) => void,
): ColumnDef<ReportedPost>[] {
  const locale = toLocale(intl.locale.split('-')[0]);
  const number = (n: number) => formatNumber(n, locale);
  return [
    {
      id: 'post',
      header: intl.formatMessage(messages.post),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-48 max-w-xs flex-col gap-1 whitespace-normal">
          <span className="font-medium">{p.title}</span>
          <span className="text-muted-foreground text-sm">{excerpt(p.content)}</span>
          {p.hidden || p.overdue ? (
            <span className="flex flex-wrap gap-1">
              {p.hidden ? (
                <Badge variant="neutral">{intl.formatMessage(messages.hidden)}</Badge>
              ) : null}
              {p.overdue ? (
                <Badge variant="danger">{intl.formatMessage(messages.overdue)}</Badge>
              ) : null}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'author',
      header: intl.formatMessage(messages.author),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="block min-w-20 whitespace-normal">{row.original.author.name}</span>
      ),
    },
    {
      // The count, the reasons and each report's details in one column, so the table fits
      // beside the portal's sidebar at 1280 px with the actions in view (issue 14).
      id: 'reports',
      header: intl.formatMessage(messages.reports),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-48 max-w-xs flex-col gap-2 whitespace-normal">
          <span className="font-medium">
            {intl.formatMessage(countMessages.reportCount, {
              count: p.reportCount,
              n: number(p.reportCount),
            })}
          </span>
          <ul aria-label={intl.formatMessage(messages.reasons)} className="flex flex-wrap gap-1">
            {reportReasons
              .filter((r) => p.reasons[r] > 0)
              .map((r) => (
                <li key={r}>
                  <Badge variant="outline">
                    {intl.formatMessage(reasonMessages[r])} {number(p.reasons[r])}
                  </Badge>
                </li>
              ))}
          </ul>
          <ul className="flex flex-col gap-2 text-sm">
            {p.details.map((d, i) => (
              <li key={i}>
                <span className="flex flex-wrap gap-x-2">
                  <span className="font-medium">
                    {intl.formatMessage(reasonMessages[d.reason])}
                  </span>
                  <time dateTime={d.createdAt} className="text-muted-foreground">
                    {formatDate(d.createdAt, locale)}
                  </time>
                </span>
                {d.details ? <p>{d.details}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'waiting',
      header: intl.formatMessage(messages.waiting),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <time dateTime={p.firstReportedAt} title={formatDate(p.firstReportedAt, locale)}>
          {formatRelative(p.firstReportedAt, locale)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      enableSorting: false,
      cell: ({ row: { original: post } }) => {
        const button = (
          action: ModerationAction,
          label: keyof typeof messages,
          named: keyof typeof namedMessages,
        ) => (
          <Button
            variant="outline"
            aria-label={intl.formatMessage(namedMessages[named], { title: post.title })}
            onClick={() => onAction({ post, action })}
          >
            {intl.formatMessage(messages[label])}
          </Button>
        );
        return (
          <div className="flex flex-col gap-2">
            {post.hidden ? (
              button('restore', 'restore', 'restorePost')
            ) : (
              <>
                {button('hide', 'hide', 'hidePost')}
                {button('dismiss', 'dismiss', 'dismissPost')}
              </>
            )}
          </div>
        );
      },
    },
  ];
}
