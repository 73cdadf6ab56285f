import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import {
  careRequestStatuses,
  type CareRequest,
  type CareRequestStatus,
} from '@contract/care-requests';
import { useErrorText } from '@lib/errors';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
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

  const list = (wanted: CareRequestStatus) => {
    if (error && !data)
      return (
        <ErrorState
          headingLevel="h3"
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={() => mutate()}
        />
      );
    if (!data)
      return (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="text-muted-foreground">
            {intl.formatMessage(messages.loading)}
          </p>
          <Skeleton className="h-32" />
        </div>
      );
    const shown = data.requests.filter((r) => r.status === wanted);
    if (shown.length === 0)
      return (
        <EmptyState
          headingLevel="h3"
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyText)}
        />
      );
    return (
      <ul aria-label={intl.formatMessage(messages.listLabel)} className="flex flex-col gap-3">
        {shown.map((request) => (
          <RequestCard
            key={request._id}
            request={request}
            onRespond={(r) => setAnswering({ request: r, mode: 'respond' })}
            onReschedule={(r) => setAnswering({ request: r, mode: 'reschedule' })}
            onDetails={setReading}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold text-foreground">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </div>
      <Tabs value={status} onValueChange={(v) => setStatus(v as CareRequestStatus)}>
        <TabsList>
          {careRequestStatuses.map((s) => (
            <TabsTrigger key={s} value={s} count={data?.counts[s]}>
              {intl.formatMessage(statusMessages[s])}
            </TabsTrigger>
          ))}
        </TabsList>
        {careRequestStatuses.map((s) => (
          <TabsContent key={s} value={s}>
            {list(s)}
          </TabsContent>
        ))}
      </Tabs>
      <RespondDialog
        target={answering}
        onOpenChange={(open) => !open && setAnswering(null)}
        today={today ?? nepalToday()}
      />
      <RequestDetailsDialog request={reading} onOpenChange={(open) => !open && setReading(null)} />
    </section>
  );
}
