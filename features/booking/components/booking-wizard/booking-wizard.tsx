import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Appointment, HistoryPaper, Slot } from '@contract/appointments';
import { isApiError } from '@lib/api';
import { useCurrentUser, useSession } from '@lib/session';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { cn } from '@ui/lib';
import { Stepper } from '@ui/stepper';
import { toast } from '@ui/toast';
import { useBookableDays, useBookAppointment, useDoctorName, useSlots } from '../../api';
import { nextDateFor, type Weekday } from '../../next-date';
import type { DetailsInput } from '../../validate-details';
import { HistoryPaperDialog } from '../history-paper-dialog';
import { ConfirmationStep } from './confirmation-step';
import { DayStep } from './day-step';
import { DetailsStep } from './details-step';
import { messages } from './messages';
import { TimeStep } from './time-step';

/** 002 §2, §9: popup messages stay 5 s. */
export const POPUP_MS = 5000;

/** Where a patient verifies their account (the profile's document uploads, 002 §2). */
export const verifyAccountHref = '/portal/user?tab=profile';

/** A slot chosen beforehand, as the profile's "Book this slot" passes it. */
export type BookingPreset = {
  day: Weekday;
  /** "10:00": the slot starting then. */
  startTime: string;
  endTime?: string;
  /** The hospital's id; or else its name (the profile's links carry the name). */
  hospitalId?: string;
  hospitalName?: string;
};

export type BookingWizardProps = {
  doctorId: string;
  /** Starts at step 3 with this slot on its next date, once it is confirmed free. */
  preset?: BookingPreset;
  /** Shows a cancel button, and Done on the confirmation; the host closes the wizard. */
  onClose?: () => void;
  /** Called with the new appointment when the request went through. */
  onBooked?: (appointment: Appointment) => void;
  /** The moment the dates count from; now by default (stories fix it). */
  now?: Date;
  className?: string;
};

type StepIndex = 0 | 1 | 2 | 3;
type Choice = { day: Weekday; date: string };

/** A refused or failed submit, as the patient is told about it. */
type Failure = {
  text: string;
  /** What the patient can do about it, besides trying again. */
  action?: 'login' | 'verify';
  /** The slot is gone: back to step 2, with fresh slots. */
  slotGone?: boolean;
  field?: keyof DetailsInput;
};

const detailsFieldOf = (field: string | undefined): keyof DetailsInput | undefined => {
  if (!field) return undefined;
  if (/patientName/.test(field)) return 'patientName';
  if (/phone/.test(field)) return 'phone';
  if (/reason/.test(field)) return 'reason';
  return undefined;
};

/**
 * Maps a failed submit to the catalogue (002 §5, §8): the server's refusals carry their
 * own text, already in the patient's language; a missing session, a crash on the server
 * and a lost connection have the catalogue's fixed wording.
 */
function failureOf(intl: IntlShape, error: unknown): Failure {
  if (!isApiError(error)) return { text: intl.formatMessage(messages.submitFailed) };
  if (error.status === 401)
    return { text: intl.formatMessage(messages.loginToBook), action: 'login' };
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT')
    return { text: intl.formatMessage(messages.connectionFailed) };
  if (error.status === 0 || error.status >= 500 || !error.message)
    return { text: intl.formatMessage(messages.submitFailed) };
  if (error.code === 'HTTP_ERROR' || error.code === 'INVALID_RESPONSE')
    return { text: intl.formatMessage(messages.submitFailed) };
  return {
    text: error.message,
    action: error.code === 'PATIENT_NOT_VERIFIED' ? 'verify' : undefined,
    slotGone: error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_OFFERED',
    field: detailsFieldOf(error.field),
  };
}

const matchesPreset = (slot: Slot, preset: BookingPreset) =>
  slot.startTime === preset.startTime &&
  (!preset.endTime || slot.endTime === preset.endTime) &&
  (preset.hospitalId
    ? slot.hospital._id === preset.hospitalId
    : !preset.hospitalName || slot.hospital.name === preset.hospitalName);

const linkClass =
  'inline-flex min-h-touch items-center font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The patient's booking flow (002 §2): 1 Select Day, 2 Choose Time, 3 Details,
 * 4 Confirmation, with the consent dialog before the request is sent, the history-paper
 * modal, and popups of 5 s for what goes wrong.
 */
export function BookingWizard({
  doctorId,
  preset,
  onClose,
  onBooked,
  now,
  className,
}: BookingWizardProps) {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const user = useCurrentUser();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const doctorName = useDoctorName(doctorId);
  const availability = useBookableDays(doctorId, now);
  const book = useBookAppointment();

  const [step, setStep] = useState<StepIndex>(preset ? 2 : 0);
  const [choice, setChoice] = useState<Choice | null>(() =>
    preset ? { day: preset.day, date: nextDateFor(preset.day, now) } : null,
  );
  const [slot, setSlot] = useState<Slot | null>(null);
  const [presetPending, setPresetPending] = useState(Boolean(preset));
  const [timeNotice, setTimeNotice] = useState<string | null>(null);
  const [details, setDetails] = useState<DetailsInput>({
    patientName: user?.name ?? '',
    phone: user?.phone ?? '',
    reason: '',
  });
  const [prefilledFor, setPrefilledFor] = useState(user?.id);
  const [documents, setDocuments] = useState<File[]>([]);
  const [historyPaper, setHistoryPaper] = useState<HistoryPaper | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const [consentDeclined, setConsentDeclined] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [appointment, setAppointment] = useState<Appointment | null>(null);

  const daySlots = useSlots(doctorId, step === 1 || step === 2 ? (choice?.date ?? null) : null);

  // The session may arrive after the wizard opened: fill in what is still empty.
  if (user && user.id !== prefilledFor) {
    setPrefilledFor(user.id);
    setDetails((current) => ({
      ...current,
      patientName: current.patientName || user.name,
      phone: current.phone || (user.phone ?? ''),
    }));
  }

  // A preset slot is taken only once the day's slots confirm it exists and is free.
  if (presetPending && preset && (daySlots.slots || daySlots.failed)) {
    setPresetPending(false);
    const match = daySlots.slots?.find((candidate) => matchesPreset(candidate, preset));
    if (match?.available) setSlot(match);
    else {
      setStep(1);
      if (daySlots.slots) setTimeNotice(intl.formatMessage(messages.presetUnavailable));
    }
  }

  // A refused submit: focus goes to its message, with what to do next beside it.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // Each step change moves focus to the new step's heading, so it is read out.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: StepIndex) => {
    setFailure(null);
    setConsentDeclined(false);
    setStep(next);
  };

  async function submit() {
    if (!choice || !slot) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const created = await book({
        doctorId,
        day: choice.day,
        slot: { startTime: slot.startTime, endTime: slot.endTime },
        hospitalId: slot.hospital._id,
        details: { ...details, date: choice.date },
        historyPaper,
        documents,
      });
      setAppointment(created);
      setStep(3);
      onBooked?.(created);
    } catch (error) {
      const failed = failureOf(intl, error);
      toast({ title: failed.text, variant: 'error', duration: POPUP_MS });
      if (failed.slotGone) {
        setSlot(null);
        setTimeNotice(failed.text);
        setStep(1);
        void daySlots.refresh();
      } else setFailure(failed);
    } finally {
      setSubmitting(false);
    }
  }

  const here = `${location.pathname}${location.search}`;
  const loginHref = `/auth/login?redirect=${encodeURIComponent(here)}`;

  let notice: ReactNode = null;
  if (failure)
    notice = (
      <Alert tone="danger" ref={failureRef} tabIndex={-1} className="outline-none">
        <p>{failure.text}</p>
        {failure.action === 'login' ? (
          <Link to={loginHref} className={linkClass}>
            {intl.formatMessage(messages.logIn)}
          </Link>
        ) : failure.action === 'verify' ? (
          <Link to={verifyAccountHref} className={linkClass}>
            {intl.formatMessage(messages.verifyAccount)}
          </Link>
        ) : null}
      </Alert>
    );
  else if (consentDeclined)
    notice = <Alert tone="warning">{intl.formatMessage(messages.consentNeeded)}</Alert>;
  else if (session.status === 'anonymous')
    notice = (
      <Alert tone="info">
        <p>{intl.formatMessage(messages.loginToBook)}</p>
        <Link to={loginHref} className={linkClass}>
          {intl.formatMessage(messages.logIn)}
        </Link>
      </Alert>
    );

  const steps = [
    { id: 'day', label: intl.formatMessage(messages.stepDay) },
    { id: 'time', label: intl.formatMessage(messages.stepTime) },
    { id: 'details', label: intl.formatMessage(messages.stepDetails) },
    { id: 'confirmation', label: intl.formatMessage(messages.stepConfirmation) },
  ];
  const headings = [
    messages.dayHeading,
    messages.timeHeading,
    messages.detailsHeading,
    messages.confirmationHeading,
  ] as const;

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-xl border border-border bg-surface p-4 text-surface-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h1>
          {doctorName ? (
            <p className="text-base text-muted-foreground">
              {intl.formatMessage(messages.withDoctor, { name: doctorName })}
            </p>
          ) : null}
        </div>
        {onClose && step < 3 ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </header>

      <Stepper steps={steps} current={step} label={intl.formatMessage(messages.stepperLabel)} />

      <div className="flex flex-col gap-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-foreground outline-none"
        >
          {intl.formatMessage(headings[step])}
        </h2>

        {step === 0 ? (
          <DayStep
            availability={availability}
            onChoose={(day, date) => {
              setChoice({ day, date });
              setSlot(null);
              setTimeNotice(null);
              goTo(1);
            }}
          />
        ) : null}

        {step === 1 && choice ? (
          <TimeStep
            day={choice.day}
            date={choice.date}
            daySlots={daySlots}
            notice={timeNotice}
            onChangeDay={() => goTo(0)}
            onChoose={(chosen) => {
              setSlot(chosen);
              setTimeNotice(null);
              goTo(2);
            }}
          />
        ) : null}

        {step === 2 && choice ? (
          <DetailsStep
            doctorName={doctorName}
            day={choice.day}
            date={choice.date}
            slot={slot}
            details={details}
            onDetailsChange={(next) => {
              setDetails(next);
              if (failure?.field) setFailure(null);
            }}
            documents={documents}
            onDocumentsChange={setDocuments}
            historyPaper={historyPaper}
            onEditHistoryPaper={() => setHistoryOpen(true)}
            onRemoveHistoryPaper={() => setHistoryPaper(null)}
            serverErrors={failure?.field ? { [failure.field]: failure.text } : {}}
            notice={notice}
            submitting={submitting}
            onChangeTime={() => goTo(1)}
            onValid={() => {
              setConsentDeclined(false);
              setConsentOpen(true);
            }}
          />
        ) : null}

        {step === 3 && appointment ? (
          <ConfirmationStep appointment={appointment} onClose={onClose} />
        ) : null}
      </div>

      <HistoryPaperDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        value={historyPaper}
        onSave={setHistoryPaper}
      />
      <ConfirmDialog
        open={consentOpen}
        onOpenChange={setConsentOpen}
        title={intl.formatMessage(messages.consentTitle)}
        description={intl.formatMessage(messages.consentDescription, {
          doctor: doctorName ?? intl.formatMessage(messages.theDoctor),
        })}
        confirmLabel={intl.formatMessage(messages.consentAccept)}
        // Closes at once: the submit button shows the wait, and a failure's popup is not
        // hidden behind the modal.
        onConfirm={() => void submit()}
        onCancel={() => setConsentDeclined(true)}
      />
    </section>
  );
}
