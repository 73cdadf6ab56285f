import { useIntl } from 'react-intl';
import type { BackupRun } from '@contract/admin-backups';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { EmptyState } from '@ui/empty-state';
import { messages, valueMessages } from './messages';

const statusText = {
  running: messages.runRunning,
  completed: messages.runCompleted,
  failed: messages.runFailed,
} as const;
const statusVariant = { running: 'info', completed: 'success', failed: 'danger' } as const;

/** Megabytes to one decimal, at least 0.1 so a small backup does not read as nothing. */
const megabytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 100_000) / 10);

/** The recent backup runs, newest first: when, how, outcome and size. */
export function BackupRuns({ runs }: { runs: readonly BackupRun[] }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const time = (iso: string) =>
    `${formatDate(iso, locale)} ${intl.formatTime(iso, { timeStyle: 'short', timeZone: 'Asia/Kathmandu' })}`;
  const headingId = 'admin-backups-recent';
  if (runs.length === 0)
    return <EmptyState size="sm" title={intl.formatMessage(messages.noRuns)} description={null} />;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {intl.formatMessage(messages.recent)}
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {runs.map((run) => (
          <li
            key={run.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <Badge variant={statusVariant[run.status]}>
              {intl.formatMessage(statusText[run.status])}
            </Badge>
            <span className="font-medium">{time(run.startedAt)}</span>
            <span className="text-muted-foreground">
              {intl.formatMessage(run.trigger === 'manual' ? messages.manual : messages.automatic)}
            </span>
            {run.sizeBytes !== null ? (
              <span className="text-muted-foreground">
                {intl.formatMessage(valueMessages.size, {
                  size: formatNumber(megabytes(run.sizeBytes), locale),
                })}
              </span>
            ) : null}
            {run.encrypted ? (
              <Badge variant="outline">{intl.formatMessage(messages.encrypted)}</Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
