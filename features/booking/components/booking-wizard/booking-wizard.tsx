import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import type { Appointment } from '@contract/appointments';
import { useErrorText } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { useCurrentUser } from '@lib/session';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { Stepper } from '@ui/stepper';
import { toast } from '@ui/toast';
import {
  buildBookingForm,
  useBookableDays,
  useBookAppointment,
  useDoctorName,
  useSlots,
} from '../../api';
import { bookingSchema, detailFieldOf, requestOf } from '../../booking-fields';
import { nextDateFor } from '../../next-date';
import { bookingErrorText, isSlotGone } from './booking-errors';
import { BookingNotice } from './booking-notice';
import { ConfirmationStep } from './confirmation-step';
import { DayStep } from './day-step';
import { DetailsStep } from './details-step';
import { DetailsSummary } from './details-summary';
import { messages } from './messages';
import { usePresetSlot, type BookingPreset } from './use-preset-slot';
import { ConsentDialog, HistoryPaperOnDemand } from './wizard-dialogs';
import { TimeStep } from './time-step';

export { verifyAccountHref } from './booking-notice';
export type { BookingPreset } from './use-preset-slot';

/** 002 §2, §9: popup messages stay 5 s. */
export const POPUP_MS = 5000;

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

const headings = [
  messages.dayHeading,
  messages.timeHeading,
  messages.detailsHeading,
  messages.confirmationHeading,
] as const;

/**
 * The patient's booking flow (002 §2): 1 Select Day, 2 Choose Time, 3 Details,
 * 4 Confirmation, over one form (`bookingForm`), with the consent dialog before the
 * request is sent, the history-paper modal, and popups of 5 s for what goes wrong.
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
  const user = useCurrentUser();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wording = useErrorText(bookingErrorText);

  const doctorName = useDoctorName(doctorId);
  const availability = useBookableDays(doctorId, now);
  const book = useBookAppointment();
  const form = useContractForm(bookingSchema, {
    // Checked on submit, then again as the patient fixes what it found (as before the kit).
    mode: 'onSubmit',
    defaultValues: {
      patientName: user?.name ?? '',
      phone: user?.phone ?? '',
      reason: '',
      selectedDay: preset?.day,
      date: preset ? nextDateFor(preset.day, now) : '',
      slot: null,
      historyPaperData: null,
      documents: [],
    },
    errorText: bookingErrorText,
    // The server names a detail as `appointmentData.phone`; the form calls it `phone`.
    fieldOf: detailFieldOf,
  });
  const [day, date, slot, historyPaper] = useWatch({
    control: form.control,
    name: ['selectedDay', 'date', 'slot', 'historyPaperData'],
  });

  const [step, setStep] = useState<StepIndex>(preset ? 2 : 0);
  /** Why the patient is back at the times: the slot they had turned out to be gone. */
  const [timeNotice, setTimeNotice] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [consent, setConsent] = useState<'idle' | 'asking' | 'declined'>('idle');

  const daySlots = useSlots(doctorId, step === 1 || step === 2 ? date || null : null);

  usePresetSlot(preset, daySlots, {
    onFree: (match) => form.setValue('slot', match),
    onGone: (known) => {
      setStep(1);
      if (known) setTimeNotice(intl.formatMessage(messages.presetUnavailable));
    },
  });

  // The session may arrive after the wizard opened: fill in what is still empty.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('patientName')) setValue('patientName', user.name);
    if (!getValues('phone') && user.phone) setValue('phone', user.phone);
  }, [user, getValues, setValue]);

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
    book.reset();
    setConsent('idle');
    setStep(next);
  };

  const send = form.submit(async (values) => {
    book.reset();
    try {
      const created = await book.trigger({ body: buildBookingForm(requestOf(doctorId, values)) });
      setStep(3);
      onBooked?.(created.appointment);
    } catch (error) {
      toast({ title: wording(error), variant: 'error', duration: POPUP_MS });
      if (!isSlotGone(error)) throw error;
      setValue('slot', null);
      setTimeNotice(wording(error));
      setStep(1);
      void daySlots.refresh();
    }
  });

  const steps = [
    { id: 'day', label: intl.formatMessage(messages.stepDay) },
    { id: 'time', label: intl.formatMessage(messages.stepTime) },
    { id: 'details', label: intl.formatMessage(messages.stepDetails) },
    { id: 'confirmation', label: intl.formatMessage(messages.stepConfirmation) },
  ];

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
            onChoose={(chosen, on) => {
              setValue('selectedDay', chosen);
              setValue('date', on);
              setValue('slot', null);
              setTimeNotice(null);
              goTo(1);
            }}
          />
        ) : null}

        {step === 1 && day ? (
          <TimeStep
            day={day}
            date={date}
            daySlots={daySlots}
            notice={timeNotice}
            onChangeDay={() => goTo(0)}
            onChoose={(chosen) => {
              setValue('slot', chosen);
              setTimeNotice(null);
              goTo(2);
            }}
          />
        ) : null}

        {step === 2 && day ? (
          <>
            <DetailsSummary
              doctorName={doctorName}
              day={day}
              date={date}
              slot={slot ?? null}
              onChangeTime={() => goTo(1)}
            />
            <DetailsStep
              form={form}
              notice={
                <BookingNotice failure={book.error} consentDeclined={consent === 'declined'} />
              }
              onSubmit={form.handleSubmit(() => setConsent('asking'))}
              onDetailsChange={() => {
                if (detailFieldOf(book.error?.field)) book.reset();
              }}
              onEditHistoryPaper={() => setHistoryOpen(true)}
            />
          </>
        ) : null}

        {step === 3 && book.data ? (
          <ConfirmationStep appointment={book.data.appointment} onClose={onClose} />
        ) : null}
      </div>

      <HistoryPaperOnDemand
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        value={historyPaper ?? null}
        onSave={(paper) => setValue('historyPaperData', paper)}
      />
      <ConsentDialog
        open={consent === 'asking'}
        soon={step === 2}
        doctorName={doctorName}
        // Cancel has already said "declined"; any other close leaves the form as it was.
        onOpenChange={(open) => {
          if (!open) setConsent((current) => (current === 'asking' ? 'idle' : current));
        }}
        // Closes at once: the submit button shows the wait, and a failure's popup is not
        // hidden behind the modal.
        onConfirm={() => void send()}
        onCancel={() => setConsent('declined')}
      />
    </section>
  );
}
