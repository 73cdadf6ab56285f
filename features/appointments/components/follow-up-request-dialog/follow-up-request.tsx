import { useState } from 'react';
import { MessageSquarePlus, RotateCcw } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Appointment } from '@contract/appointments';
import { formatClock, formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { useMyRequests } from '../../api/care-requests';
import { FollowUpRequestDialog, type AskKind } from './follow-up-request-dialog';
import { messages, valued } from './messages';

const kathmandu = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export type FollowUpRequestProps = {
  appointment: Appointment;
  /** Today in Nepal, YYYY-MM-DD (stories fix it); the real day by default. */
  today?: string;
};

/**
 * On a completed appointment: how the patient's latest request from it stands (waiting,
 * booked, or declined with the doctor's words), and the two asks of ADR 0042.
 */
export function FollowUpRequest({ appointment, today }: FollowUpRequestProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const [kind, setKind] = useState<AskKind | null>(null);
  const { data } = useMyRequests(appointment._id);
  const latest = data?.requests[0];
  const booked = latest?.scheduledAppointment;
  let status: string | null = null;
  if (latest?.status === 'pending') status = intl.formatMessage(messages.pending);
  else if (latest?.status === 'accepted' && booked)
    status = intl.formatMessage(valued.accepted, {
      date: formatDate(booked.date, locale),
      time: formatClock(booked.startTime, locale),
      hospital: booked.hospital.name,
    });
  else if (latest?.status === 'rejected')
    status = intl.formatMessage(valued.rejected, { message: latest.responseMessage });
  return (
    <div className="flex flex-col gap-2">
      {status ? (
        <p role="status" className="text-sm text-foreground">
          {status}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        <Button variant="outline" onClick={() => setKind('follow-up')}>
          <RotateCcw aria-hidden />
          {intl.formatMessage(messages.requestFollowUp)}
        </Button>
        <Button variant="outline" onClick={() => setKind('second-opinion')}>
          <MessageSquarePlus aria-hidden />
          {intl.formatMessage(messages.askSecondOpinion)}
        </Button>
      </div>
      <FollowUpRequestDialog
        appointment={appointment}
        kind={kind}
        onOpenChange={(open) => !open && setKind(null)}
        today={today ?? kathmandu.format(new Date())}
      />
    </div>
  );
}
