import { useEffect, useId, useRef, useState } from 'react';
import {
  Banknote,
  Building2,
  CalendarDays,
  CircleCheck,
  Clock,
  FileText,
  Hourglass,
  X,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { patientCancellable, type Appointment } from '@contract/appointments';
import { isApiError, isConnectionFailure } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { formatDate, formatRupees } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { toast } from '@ui/toast';
import { useAppointmentAction } from '../../api';
import { commonMessages, formatClock, formatSlot, weekdayMessages } from '../../messages';
import { AppointmentCardFrame, AppointmentDetailRow } from '../appointment-card-parts';
import { AppointmentStatusBadge } from '../appointment-status-badge';
import { FollowUpRequest } from '../follow-up-request-dialog';
import { messages } from './messages';

/** Who ended a cancelled appointment, as the patient reads it. */
const cancelNotes = {
  patient: messages.cancelledByYou,
  declined: messages.declinedByDoctor,
  doctor: messages.cancelledByDoctor,
  'reminder-link': messages.cancelledByLink,
} as const;

/** Every failure to reach the server reads the same on this card. */
const connectionOverride = { connection: messages.connectionFailed };

export type PatientAppointmentCardProps = {
  appointment: Appointment;
  /** Upcoming cards add what to expect next (waiting for the doctor, arrive early). */
  upcoming?: boolean;
};

/**
 * One of the patient's appointments: the doctor, where and when, the fee and the reason,
 * its status in the 001 §4 colours, and Cancel while it is requested or confirmed.
 */
export function PatientAppointmentCard({
  appointment,
  upcoming = false,
}: PatientAppointmentCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const cancel = useAppointmentAction('cancel');
  const errorText = useErrorText(connectionOverride);
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const busy = cancel.isMutating;
  const [refocus, setRefocus] = useState(false);

  const { status, doctor } = appointment;
  const date = intl.formatMessage(commonMessages.dayAndDate, {
    day: intl.formatMessage(weekdayMessages[appointment.day]),
    date: formatDate(appointment.date, locale),
  });
  const cancellable = patientCancellable.includes(status);

  // Once cancelled, the Cancel button is gone: keep the keyboard on this card, after the
  // dialog has returned focus (which would otherwise land on nothing).
  useEffect(() => {
    if (!refocus || confirmOpen) return;
    const timer = setTimeout(() => {
      setRefocus(false);
      cardRef.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [refocus, confirmOpen]);

  /** Cancels and says how it went; never rejects, so the dialog closes either way. */
  async function confirmCancel() {
    if (busy) return;
    try {
      await cancel.trigger(appointment._id);
      toast({
        variant: 'success',
        title: intl.formatMessage(messages.cancelled),
        description: intl.formatMessage(messages.cancelledDescription, {
          doctor: doctor.fullName,
        }),
      });
      setRefocus(true);
    } catch (error) {
      // The server's refusal (a 409 when the doctor acted first) is already in the
      // patient's language; a lost connection or a crash gets the catalogue's wording.
      const explained = isApiError(error) && error.status >= 400 && error.status < 500;
      toast({
        variant: 'error',
        title: intl.formatMessage(messages.cancelFailed),
        description: explained || isConnectionFailure(error) ? errorText(error) : undefined,
      });
    }
  }

  return (
    <AppointmentCardFrame ref={cardRef} status={status} headingId={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold break-words text-foreground">
            {doctor.fullName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {specialtyLabel(intl, doctor.specialization)}
          </p>
        </div>
        <AppointmentStatusBadge status={status} size="lg" />
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <AppointmentDetailRow icon={<CalendarDays />} label={intl.formatMessage(messages.date)}>
          {date}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<Clock />} label={intl.formatMessage(messages.time)}>
          {formatSlot(intl, appointment.timeSlot)}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<Building2 />} label={intl.formatMessage(messages.hospital)}>
          {appointment.hospital.name}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<Banknote />} label={intl.formatMessage(messages.fee)}>
          {formatRupees(appointment.consultationFee, locale)}
        </AppointmentDetailRow>
        <AppointmentDetailRow
          icon={<FileText />}
          label={intl.formatMessage(messages.reason)}
          className="sm:col-span-2"
        >
          {appointment.reason}
        </AppointmentDetailRow>
      </dl>

      {status === 'cancelled' && appointment.cancelReason ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(cancelNotes[appointment.cancelReason])}
        </p>
      ) : null}
      {upcoming && status === 'requested' ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Hourglass aria-hidden className="size-4 shrink-0" />
          {intl.formatMessage(messages.awaitingDoctor)}
        </p>
      ) : null}
      {upcoming && status === 'confirmed' ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4 shrink-0" />
          {intl.formatMessage(messages.arriveEarly)}
        </p>
      ) : null}
      {status === 'completed' && appointment.hasPrescription ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          {intl.formatMessage(messages.prescribed)}
        </p>
      ) : null}

      {status === 'completed' ? <FollowUpRequest appointment={appointment} /> : null}

      {cancellable ? (
        <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
          <Button
            variant="outline"
            loading={busy}
            aria-describedby={headingId}
            onClick={() => {
              if (!busy) setConfirmOpen(true);
            }}
          >
            {busy ? null : <X aria-hidden />}
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        tone="danger"
        title={intl.formatMessage(messages.cancelTitle)}
        description={intl.formatMessage(messages.cancelDescription, {
          doctor: doctor.fullName,
          date,
          time: formatClock(intl, appointment.timeSlot.startTime),
        })}
        confirmLabel={intl.formatMessage(messages.cancelConfirm)}
        cancelLabel={intl.formatMessage(messages.keep)}
        onConfirm={confirmCancel}
      />
    </AppointmentCardFrame>
  );
}
