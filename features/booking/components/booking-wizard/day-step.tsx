import { useIntl } from 'react-intl';
import { formatDate } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import type { BookableDays } from '../../api';
import { formatTimeRange, localeOf } from '../../format';
import { weekdayMessages } from '../../messages';
import type { Weekday } from '../../next-date';
import { messages } from './messages';

export type DayStepProps = {
  availability: BookableDays;
  onChoose: (day: Weekday, date: string) => void;
};

/** Step 1: the doctor's weekdays, each with the date it would be booked for. */
export function DayStep({ availability, onChoose }: DayStepProps) {
  const intl = useIntl();
  const locale = localeOf(intl);
  const { days, failed, retry } = availability;

  if (failed)
    return (
      <ErrorState
        variant="bordered"
        size="sm"
        headingLevel="h3"
        title={intl.formatMessage(messages.daysFailed)}
        onRetry={retry}
      />
    );
  if (!days)
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
        <p role="status" className="sr-only">
          {intl.formatMessage(messages.daysLoading)}
        </p>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  if (days.length === 0)
    return (
      <EmptyState
        size="sm"
        headingLevel="h3"
        title={intl.formatMessage(messages.daysEmpty)}
        description={intl.formatMessage(messages.daysEmptyHint)}
      />
    );

  return (
    <>
      <p className="text-base text-muted-foreground">{intl.formatMessage(messages.dayIntro)}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {days.map(({ day, date, sessions }) => (
          <li key={day}>
            <button
              type="button"
              onClick={() => onChoose(day, date)}
              className="flex h-full min-h-touch w-full flex-col items-start gap-1 rounded-lg border border-border bg-surface p-4 text-start text-foreground transition-colors duration-fast ease-standard hover:border-primary hover:bg-muted focus-ring"
            >
              <span className="text-lg font-semibold">
                {intl.formatMessage(weekdayMessages[day])}
              </span>
              <span className="text-base">{formatDate(date, locale)}</span>
              {sessions.map((session) => (
                <span
                  key={`${session.startTime}-${session.hospital.name}`}
                  className="text-sm text-muted-foreground"
                >
                  {intl.formatMessage(messages.session, {
                    time: formatTimeRange(intl, session.startTime, session.endTime),
                    hospital: session.hospital.name,
                  })}
                </span>
              ))}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
