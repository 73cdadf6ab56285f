import { useIntl } from 'react-intl';
import type { CareRequest } from '@contract/care-requests';
import { reschedulableTypes } from '@contract/care-requests';
import { formatClock, formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { messages, statusMessages, typeMessages, urgencyMessages, valued } from './messages';

const statusVariant = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;
const urgencyVariant = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  critical: 'danger',
} as const;

export type RequestCardProps = {
  request: CareRequest;
  onRespond: (request: CareRequest) => void;
  onReschedule: (request: CareRequest) => void;
  onDetails: (request: CareRequest) => void;
};

/** One request: who asks for what, when they would like it, and what can be done now. */
export function RequestCard({ request, onRespond, onReschedule, onDetails }: RequestCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const booked = request.scheduledAppointment;
  const canMove =
    request.status === 'accepted' && booked !== null && reschedulableTypes.includes(request.type);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-foreground">{request.requesterName}</h2>
        <Badge variant="primary">{intl.formatMessage(typeMessages[request.type])}</Badge>
        <Badge variant={statusVariant[request.status]}>
          {intl.formatMessage(statusMessages[request.status])}
        </Badge>
        <Badge variant={urgencyVariant[request.urgency]}>
          {intl.formatMessage(urgencyMessages[request.urgency])}
        </Badge>
      </div>
      <p className="text-foreground">{request.title}</p>
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage(valued.fromVisit, {
          date: formatDate(request.fromAppointment.date, locale),
          doctor: request.fromAppointment.doctorName,
        })}
      </p>
      <p className="text-sm text-foreground">
        {booked
          ? intl.formatMessage(valued.scheduled, {
              date: formatDate(booked.date, locale),
              time: formatClock(booked.startTime, locale),
              hospital: booked.hospital.name,
            })
          : intl.formatMessage(valued.preferred, {
              date: formatDate(request.preferredDate, locale),
              time: formatClock(request.preferredTime, locale),
            })}
      </p>
      <div className="flex flex-wrap gap-2">
        {request.status === 'pending' ? (
          <Button onClick={() => onRespond(request)}>{intl.formatMessage(messages.respond)}</Button>
        ) : null}
        {canMove ? (
          <Button variant="outline" onClick={() => onReschedule(request)}>
            {intl.formatMessage(messages.reschedule)}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => onDetails(request)}
          aria-label={intl.formatMessage(valued.detailsOf, { name: request.requesterName })}
        >
          {intl.formatMessage(messages.details)}
        </Button>
      </div>
    </li>
  );
}
