import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Slot } from '@contract/appointments';
import { formatDate, formatRupees } from '@lib/format';
import { specialtyLabel } from '@lib/i18n';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/skeleton';
import { formatTimeRange, localeOf } from '../../format';
import { weekdayMessages } from '../../messages';
import type { Weekday } from '../../next-date';
import { messages } from './messages';

export type DetailsSummaryProps = {
  doctorName: string | undefined;
  day: Weekday;
  date: string;
  /** `null` while a preset slot is being checked. */
  slot: Slot | null;
  onChangeTime: () => void;
};

/** Step 3's summary of what is being booked, with the way back to the times. */
export function DetailsSummary({ doctorName, day, date, slot, onChangeTime }: DetailsSummaryProps) {
  const intl = useIntl();
  const locale = localeOf(intl);
  const titleId = useId();
  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="text-sm text-muted-foreground sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="text-base font-medium text-foreground">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-foreground">
          {intl.formatMessage(messages.summaryTitle)}
        </h3>
        <Button variant="outline" onClick={onChangeTime}>
          {intl.formatMessage(messages.changeTime)}
        </Button>
      </div>
      {slot ? (
        <dl className="flex flex-col gap-2">
          {doctorName ? row(intl.formatMessage(messages.doctor), doctorName) : null}
          {row(
            intl.formatMessage(messages.date),
            intl.formatMessage(messages.dayDate, {
              day: intl.formatMessage(weekdayMessages[day]),
              date: formatDate(date, locale),
            }),
          )}
          {row(
            intl.formatMessage(messages.time),
            formatTimeRange(intl, slot.startTime, slot.endTime),
          )}
          {row(intl.formatMessage(messages.hospital), slot.hospital.name)}
          {row(intl.formatMessage(messages.department), specialtyLabel(intl, slot.department))}
          {row(intl.formatMessage(messages.fee), formatRupees(slot.consultationFee, locale))}
        </dl>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.summaryLoading)}
          </p>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
    </section>
  );
}
