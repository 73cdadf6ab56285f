import type { ReactNode } from 'react';
import { CircleCheck, Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Appointment } from '@contract/appointments';
import { formatDate, formatRupees } from '@lib/format';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { formatTimeRange, localeOf } from '../../format';
import { weekdayMessages } from '../../messages';
import { messages } from './messages';

/** 002 §9: arrive 15 minutes early. */
export const ARRIVE_EARLY_MINUTES = 15;

/** Where the patient's appointments are listed. */
export const appointmentsHref = '/portal/user?tab=appointments';

export type ConfirmationStepProps = {
  appointment: Appointment;
  onClose?: () => void;
};

/** Step 4: what was requested, its status, and the reminder to come early. */
export function ConfirmationStep({ appointment, onClose }: ConfirmationStepProps) {
  const intl = useIntl();
  const locale = localeOf(intl);
  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="text-sm text-muted-foreground sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="text-base font-medium text-foreground">{value}</dd>
    </div>
  );
  return (
    <>
      <p className="flex items-start gap-2 text-base text-foreground">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        {intl.formatMessage(messages.confirmationIntro, { doctor: appointment.doctor.fullName })}
      </p>
      <dl className="flex flex-col gap-2 rounded-lg border border-border bg-muted p-4">
        {row(intl.formatMessage(messages.doctor), appointment.doctor.fullName)}
        {row(
          intl.formatMessage(messages.date),
          intl.formatMessage(messages.dayDate, {
            day: intl.formatMessage(weekdayMessages[appointment.day]),
            date: formatDate(appointment.date, locale),
          }),
        )}
        {row(
          intl.formatMessage(messages.time),
          formatTimeRange(intl, appointment.timeSlot.startTime, appointment.timeSlot.endTime),
        )}
        {row(intl.formatMessage(messages.hospital), appointment.hospital.name)}
        {row(intl.formatMessage(messages.fee), formatRupees(appointment.consultationFee, locale))}
        {row(
          intl.formatMessage(messages.status),
          <Badge status={appointment.status} size="lg">
            {intl.formatMessage(messages.statusRequested)}
          </Badge>,
        )}
      </dl>
      <p className="flex items-start gap-2 rounded-lg border border-info bg-surface p-3 text-base font-medium text-foreground">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-info" />
        {intl.formatMessage(messages.arriveEarly, { minutes: ARRIVE_EARLY_MINUTES })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onClose ? (
          <Button variant="outline" onClick={onClose}>
            {intl.formatMessage(messages.done)}
          </Button>
        ) : null}
        <Button asChild>
          <Link to={appointmentsHref}>{intl.formatMessage(messages.viewAppointments)}</Link>
        </Button>
      </div>
    </>
  );
}
