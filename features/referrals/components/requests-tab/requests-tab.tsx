import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import {
  careRequestStatuses,
  type CareRequest,
  type CareRequestStatus,
} from '@contract/care-requests';
import { useErrorText } from '@lib/errors';
import { CountedTabs, ListState } from '@ui/counted-tabs';
import { cn } from '@ui/lib';
import { useDoctorRequests } from '../../api/requests';
import { messages, statusMessages } from './messages';
import { RequestCard } from './request-card';
import { RequestDetailsDialog } from './request-details-dialog';
import { RespondDialog, type RespondMode } from './respond-dialog';
import { nepalToday } from '@lib/format';

export type RequestsTabProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Today in Nepal, YYYY-MM-DD (stories fix it); the real day by default. */
  today?: string;
};

/**
 * The doctor portal's Requests tab (001 §2.8, ADR 0042): Pending, Accepted and Rejected
 * with counts, a card per request, the response dialog (accept with a date and time from
 * today, reject with a message, reschedule an accepted follow-up) and the details dialog.
 */
export function RequestsTab({ today, className, ...props }: RequestsTabProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [status, setStatus] = useState<CareRequestStatus>('pending');
  const { data, error, mutate } = useDoctorRequests();
  const [answering, setAnswering] = useState<{ request: CareRequest; mode: RespondMode } | null>(
    null,
  );
  const [reading, setReading] = useState<CareRequest | null>(null);

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      <CountedTabs
        value={status}
        onValueChange={setStatus}
        tabs={careRequestStatuses.map((s) => ({
          value: s,
          label: intl.formatMessage(statusMessages[s]),
          count: data?.counts[s],
        }))}
      >
        <ListState
          items={data?.requests.filter((r) => r.status === status)}
          messages={messages}
          failure={error ? { description: errorText(error), onRetry: () => mutate() } : null}
          renderItem={(request) => (
            <RequestCard
              key={request._id}
              request={request}
              onRespond={(r) => setAnswering({ request: r, mode: 'respond' })}
              onReschedule={(r) => setAnswering({ request: r, mode: 'reschedule' })}
              onDetails={setReading}
            />
          )}
        />
      </CountedTabs>
      <RespondDialog
        target={answering}
        onOpenChange={(open) => !open && setAnswering(null)}
        today={today ?? nepalToday()}
      />
      <RequestDetailsDialog request={reading} onOpenChange={(open) => !open && setReading(null)} />
    </section>
  );
}
