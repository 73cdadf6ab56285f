import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Building2,
  CalendarDays,
  Check,
  CircleCheck,
  Clock,
  FilePen,
  FileText,
  Phone,
  Play,
  X,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Appointment } from '@contract/appointments';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@ui/dialog';
import { toast } from '@ui/toast';
import { useAppointmentActions, type AppointmentAction } from '../../api';
import { commonMessages, formatSlot, weekdayMessages } from '../../messages';
import { AppointmentCardFrame, AppointmentDetailRow } from '../appointment-card-parts';
import { AppointmentStatusBadge } from '../appointment-status-badge';
import { PrescriptionForm } from '../prescription-form';
import { AppointmentDetails } from './appointment-details';
import { messages } from './messages';

const allActions: readonly AppointmentAction[] = [
  'accept',
  'decline',
  'start',
  'complete',
  'cancel',
];

const succeeded = {
  accept: messages.accepted,
  decline: messages.declined,
  start: messages.started,
  complete: messages.completed,
  cancel: messages.cancelled,
} as const;

const cancelNotes = {
  declined: messages.declinedByDoctor,
  doctor: messages.cancelledByDoctor,
  patient: messages.cancelledByPatient,
  'reminder-link': messages.cancelledByLink,
} as const;

export type AppointmentCardProps = {
  appointment: Appointment;
  /** The earliest follow-up date the prescription form offers (YYYY-MM-DD). */
  today?: string;
};

/**
 * One appointment in the doctor's list (001 §2.2): who, when, where and why, its status,
 * and what the doctor can do next: accept or decline a request; start, complete or
 * cancel a confirmed one; complete or cancel one in progress; prescribe after it.
 */
export function AppointmentCard({ appointment, today }: AppointmentCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const actions = useAppointmentActions();
  const errorText = useErrorText();
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  // The decision under way, if any: its button shows it, the others wait.
  const busy = allActions.find((action) => actions[action].isMutating) ?? null;
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Kept after closing, so the dialog's words do not change while it fades out.
  const [confirmKind, setConfirmKind] = useState<'decline' | 'cancel'>('decline');
  const [prescribing, setPrescribing] = useState(false);
  const [refocus, setRefocus] = useState(false);

  const { _id: id, status, patientName: name } = appointment;
  const date = intl.formatMessage(commonMessages.dayAndDate, {
    day: intl.formatMessage(weekdayMessages[appointment.day]),
    date: formatDate(appointment.date, locale),
  });
  const time = formatSlot(intl, appointment.timeSlot);

  // The button pressed is gone once the status moves on: keep the keyboard on this card.
  // After any dialog has closed, so its own focus return does not undo this.
  useEffect(() => {
    if (!refocus || confirmOpen || prescribing) return;
    const timer = setTimeout(() => {
      setRefocus(false);
      cardRef.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [refocus, confirmOpen, prescribing]);

  // How a decision went is told once the card's buttons are usable again: the mutation's
  // busy state settles in a transition, a moment after the answer.
  // (The answer's code runs first, in a microtask; the transition renders after it.)
  const report = useRef<Parameters<typeof toast>[0] | null>(null);
  useEffect(() => {
    if (busy || !report.current) return;
    toast(report.current);
    report.current = null;
  }, [busy]);

  /** Runs a decision; reports how it went; never rejects (a confirm dialog then closes). */
  async function run(action: AppointmentAction) {
    if (busy) return;
    try {
      await actions[action].trigger(id);
      report.current = {
        variant: 'success',
        title: intl.formatMessage(succeeded[action]),
        description:
          action === 'accept'
            ? intl.formatMessage(messages.acceptedDescription, { name })
            : undefined,
      };
      setRefocus(true);
    } catch (error) {
      // 001 §8 wording; a refusal the server explains (409, say) adds its words.
      const explained = isApiError(error) && error.status >= 400 && error.status < 500;
      report.current = {
        variant: 'error',
        title: intl.formatMessage(
          action === 'accept' ? messages.acceptFailed : messages.statusFailed,
        ),
        description: explained ? errorText(error) : undefined,
      };
    }
  }

  const button = (action: AppointmentAction, icon: ReactNode, variant: 'primary' | 'outline') => (
    <Button
      variant={variant}
      loading={busy === action}
      aria-disabled={(busy !== null && busy !== action) || undefined}
      aria-describedby={headingId}
      onClick={() => {
        if (busy) return;
        if (action === 'decline' || action === 'cancel') {
          setConfirmKind(action);
          setConfirmOpen(true);
        } else void run(action);
      }}
    >
      {busy === action ? null : icon}
      {intl.formatMessage(messages[action])}
    </Button>
  );

  const cancelNote = status === 'cancelled' && appointment.cancelReason;

  return (
    <AppointmentCardFrame ref={cardRef} status={status} headingId={headingId}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold break-words text-foreground">
            {name}
          </h2>
          <a
            href={`tel:${appointment.patientPhone.replace(/[\s-]/g, '')}`}
            aria-label={intl.formatMessage(messages.callPatient, {
              name,
              phone: appointment.patientPhone,
            })}
            className="inline-flex min-h-touch w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 focus-ring hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {appointment.patientPhone}
          </a>
        </div>
        <AppointmentStatusBadge status={status} size="lg" />
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <AppointmentDetailRow icon={<CalendarDays />} label={intl.formatMessage(messages.date)}>
          {date}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<Clock />} label={intl.formatMessage(messages.time)}>
          {time}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<Building2 />} label={intl.formatMessage(messages.hospital)}>
          {appointment.hospital.name}
        </AppointmentDetailRow>
        <AppointmentDetailRow icon={<FileText />} label={intl.formatMessage(messages.reason)}>
          {appointment.reason}
        </AppointmentDetailRow>
      </dl>

      {cancelNote ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(cancelNotes[cancelNote])}
        </p>
      ) : null}
      {status === 'completed' && appointment.hasPrescription ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck aria-hidden className="size-4" />
          {intl.formatMessage(messages.prescribed)}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        {status === 'requested' ? (
          <>
            {button('accept', <Check aria-hidden />, 'primary')}
            {button('decline', <X aria-hidden />, 'outline')}
          </>
        ) : null}
        {status === 'confirmed' ? button('start', <Play aria-hidden />, 'primary') : null}
        {status === 'confirmed' || status === 'in-progress' ? (
          <>
            {button(
              'complete',
              <CircleCheck aria-hidden />,
              status === 'in-progress' ? 'primary' : 'outline',
            )}
            {button('cancel', <X aria-hidden />, 'outline')}
          </>
        ) : null}
        {status === 'completed' && !appointment.hasPrescription ? (
          <Dialog open={prescribing} onOpenChange={setPrescribing}>
            <DialogTrigger asChild>
              <Button aria-describedby={headingId}>
                <FilePen aria-hidden />
                {intl.formatMessage(messages.prescribe)}
              </Button>
            </DialogTrigger>
            <DialogContent size="lg">
              <DialogHeader>
                <DialogTitle>{intl.formatMessage(messages.prescribeTitle)}</DialogTitle>
                <DialogDescription>
                  {intl.formatMessage(messages.prescribeDescription, { name, date })}
                </DialogDescription>
              </DialogHeader>
              <PrescriptionForm
                appointmentId={id}
                today={today}
                onCancel={() => setPrescribing(false)}
                onCreated={() => {
                  setPrescribing(false);
                  setRefocus(true);
                }}
              />
            </DialogContent>
          </Dialog>
        ) : null}
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="ghost" aria-describedby={headingId}>
              {intl.formatMessage(messages.details)}
            </Button>
          </DialogTrigger>
          <AppointmentDetails appointment={appointment} />
        </Dialog>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        tone="danger"
        title={intl.formatMessage(
          confirmKind === 'cancel' ? messages.cancelTitle : messages.declineTitle,
        )}
        description={intl.formatMessage(
          confirmKind === 'cancel' ? messages.cancelDescription : messages.declineDescription,
          { name, date, time },
        )}
        confirmLabel={intl.formatMessage(
          confirmKind === 'cancel' ? messages.cancelConfirm : messages.declineConfirm,
        )}
        cancelLabel={intl.formatMessage(messages.keep)}
        onConfirm={() => run(confirmKind)}
      />
    </AppointmentCardFrame>
  );
}
