import { useIntl } from 'react-intl';
import { Download, Eye, List, ShieldCheck } from 'lucide-react';
import type { AccessEntry } from '@contract/records';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useAccessHistory } from '../../api/records';
import { messages } from './messages';

const icons = { listed: List, viewed: Eye, downloaded: Download } as const;

function Entry({ entry }: { entry: AccessEntry }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const who = entry.actor?.name ?? intl.formatMessage(messages.unknownPerson);
  const record = entry.record?.title ?? intl.formatMessage(messages.removedRecord);
  const role =
    entry.actor?.role === 'doctor'
      ? messages.roleDoctor
      : entry.actor?.role === 'admin'
        ? messages.roleAdmin
        : messages.roleOther;
  const text =
    entry.action === 'listed'
      ? intl.formatMessage(messages.listed, { who })
      : entry.fileName
        ? intl.formatMessage(
            entry.action === 'viewed' ? messages.viewedFile : messages.downloadedFile,
            {
              who,
              record,
              file: entry.fileName,
            },
          )
        : intl.formatMessage(entry.action === 'viewed' ? messages.viewed : messages.downloaded, {
            who,
            record,
          });
  const Icon = icons[entry.action];
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-words">{text}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {entry.actor ? <Badge variant="outline">{intl.formatMessage(role)}</Badge> : null}
          <time dateTime={entry.at}>
            {intl.formatMessage(messages.at, {
              date: formatDate(entry.at, locale),
              time: intl.formatTime(entry.at, { timeStyle: 'short', timeZone: 'Asia/Kathmandu' }),
            })}
          </time>
        </p>
      </div>
    </li>
  );
}

/** The access history (002 §2): who read the patient's records, when, and what they did. */
export function AccessHistory() {
  const intl = useIntl();
  const { data, error, isLoading, retry } = useAccessHistory();
  let body;
  if (error && !data)
    body = (
      <ErrorState
        size="sm"
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={retry}
        retryLabel={intl.formatMessage(messages.retry)}
      />
    );
  else if (isLoading || !data)
    body = (
      <div
        role="status"
        aria-label={intl.formatMessage(messages.loading)}
        className="flex flex-col gap-2"
      >
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon={<ShieldCheck aria-hidden="true" />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  else
    body = (
      <ol aria-label={intl.formatMessage(messages.listLabel)} className="divide-y divide-border">
        {data.items.map((entry) => (
          <Entry key={entry._id} entry={entry} />
        ))}
      </ol>
    );
  return (
    <section
      aria-labelledby="records-access-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="records-access-title" className="text-xl font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
      </div>
      {body}
    </section>
  );
}
