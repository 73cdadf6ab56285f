import { useIntl } from 'react-intl';
import { History, MapPin } from 'lucide-react';
import type { Emergency } from '@contract/emergency';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { EmptyState } from '@ui/empty-state';
import { formatCoordinate } from './format';
import { messages, statusMessages, typeMessages } from './messages';

export type EmergencyHistoryListProps = {
  emergencies: readonly Emergency[];
  /** Names the list for assistive technology; "Past emergencies" unless given. */
  label?: string;
};

const statusTone = { active: 'danger', cancelled: 'neutral', resolved: 'success' } as const;

/**
 * A patient's emergencies, read-only (002 §3: date, time, type, status, responder), with
 * where each was raised. The patient's Emergency tab shows it; a doctor's profile can too.
 */
export function EmergencyHistoryList({ emergencies, label }: EmergencyHistoryListProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  if (emergencies.length === 0)
    return (
      <EmptyState
        variant="bordered"
        icon={<History aria-hidden="true" />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  return (
    <ul
      aria-label={label ?? intl.formatMessage(messages.listLabel)}
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
    >
      {emergencies.map((e) => (
        <li key={e.id} className="flex flex-col gap-1 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {intl.formatMessage(messages.when, {
                type: intl.formatMessage(typeMessages[e.type]),
                date: formatDate(e.createdAt, locale),
                time: intl.formatTime(e.createdAt, {
                  timeStyle: 'short',
                  timeZone: 'Asia/Kathmandu',
                }),
              })}
            </span>
            <Badge variant={statusTone[e.status]}>
              {intl.formatMessage(statusMessages[e.status])}
            </Badge>
          </div>
          <span className="text-sm text-muted-foreground">
            {e.responder
              ? intl.formatMessage(messages.responder, { name: e.responder })
              : intl.formatMessage(messages.pending)}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span>
              {intl.formatMessage(messages.location, {
                lat: formatCoordinate(intl, e.lat),
                lng: formatCoordinate(intl, e.lng),
              })}
            </span>
            <a
              href={e.mapUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-touch items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.map)}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
