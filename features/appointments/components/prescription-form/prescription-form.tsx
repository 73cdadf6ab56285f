import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { Prescription, prescriptionRequest } from '@contract/appointments';
import { nepalToday } from '@lib/format';
import type { ErrorOverrides } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { cn } from '@ui/lib';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { usePrescribe } from '../../api';
import { AllergiesFieldset } from './allergies-fieldset';
import { listErrorOf } from './fieldset-parts';
import { FollowUpFieldset } from './follow-up-fieldset';
import { MedicationsFieldset } from './medications-fieldset';
import { messages } from './messages';
import {
  emptyPrescription,
  formFieldOf,
  limits,
  prescriptionFormSchema,
  valuesOf,
  type PrescriptionValues,
} from './prescription-schema';
import { TestsFieldset } from './tests-fieldset';
import { ValidityFieldset } from './validity-fieldset';
import { VitalSignsFieldset } from './vital-signs-fieldset';

/** The checked body the form sends (the contract's prescription request). */
export type PrescriptionBody = z.output<typeof prescriptionRequest>;

export type PrescriptionFormProps = {
  /** The completed appointment the prescription is for (sent to POST /appointments/{id}/prescription). */
  appointmentId?: string;
  /**
   * Sends the checked body some other way (a prescription written from the Prescriptions
   * tab, or an edit) instead of the appointment's endpoint; it rejects with the `ApiError`
   * (placed like the appointment's), and its caller tells the doctor it is saved.
   */
  send?: (body: PrescriptionBody) => Promise<unknown>;
  /** A prescription already written, to edit: the form starts from it. */
  initial?: PrescriptionBody;
  /** Shown above the form ("For Hari Prasad Adhikari"). */
  patientName?: string;
  /** Called with the saved prescription, after the success message. */
  onCreated?: (prescription: Prescription) => void;
  /** Shows a Cancel button that calls it (a dialog closes, say). */
  onCancel?: () => void;
  /** The earliest follow-up date, YYYY-MM-DD; today in Nepal by default (stories fix it). */
  today?: string;
  className?: string;
};

/**
 * The form's own rules' words (the contract's codes read as the catalogue has them), and
 * 001 §8's "Please try again." for a failure the server did not explain.
 */
const wording: ErrorOverrides = {
  TEST_NAME_REQUIRED: messages.testNameRequired,
  ALLERGY_REQUIRED: messages.allergyRequired,
  connection: messages.failedRetry,
  serverError: messages.failedRetry,
  fallback: messages.failedRetry,
};

/** Where the keyboard goes for an error of a whole list: the box that adds to it. */
const focusOfList = {
  medications: 'medications.0.name',
  tests: 'newTest.name',
  allergies: 'newAllergy',
} as const;
const isList = (name: string): name is keyof typeof focusOfList => name in focusOfList;

/** The form's parts, in the order they are shown. */
const parts = [
  'diagnosis',
  'medications',
  'tests',
  'advice',
  'followUp',
  'allergies',
  'vitalSigns',
  'validUntil',
] as const;

/**
 * The full prescription form (001 §3 and §5): diagnosis, medications, tests, advice,
 * follow-up, allergies, vital signs and how long it is valid (ADR 0028), sent with POST /appointments/{id}/prescription.
 * The contract's rules are checked first; a server error naming a field shows at it.
 */
export function PrescriptionForm({
  appointmentId,
  send: sendOther,
  initial,
  patientName,
  onCreated,
  onCancel,
  today,
  className,
}: PrescriptionFormProps) {
  const intl = useIntl();
  const earliest = today ?? nepalToday();
  const kept = initial?.validUntil;
  const schema = useMemo(() => prescriptionFormSchema(earliest, kept), [earliest, kept]);
  const form = useContractForm(schema, {
    mode: 'onSubmit',
    defaultValues: initial ? valuesOf(initial, earliest) : emptyPrescription(earliest),
    errorText: wording,
    // A refusal about a field lands on it, or on the list it belongs to.
    fieldOf: formFieldOf,
  });
  const { trigger } = usePrescribe();

  const send = form.submit(async (body) => {
    if (sendOther) {
      await sendOther(body);
      return;
    }
    if (!appointmentId) return;
    const { prescription } = await trigger({ params: { id: appointmentId }, body });
    toast({ title: intl.formatMessage(messages.created), variant: 'success' });
    onCreated?.(prescription);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    await send(event);
    // A list's own error has no field to focus: when it comes first, the box that adds to
    // the list takes the keyboard (found by the form's check or by the server alike).
    const first = parts.find((name) => form.getFieldState(name).invalid);
    if (first && isList(first) && listErrorOf(form.getFieldState(first).error))
      form.setFocus(focusOfList[first]);
  };

  // 001 §8: the server's words (already in the reader's language) follow "Failed to create
  // prescription:"; a failure it did not explain is "… Please try again." on its own.
  const said = form.formState.errors.root?.server?.message;
  const failure =
    said && said !== intl.formatMessage(messages.failedRetry)
      ? intl.formatMessage(messages.failedWith, { error: said })
      : said;

  return (
    <Form
      form={form}
      aria-label={intl.formatMessage(messages.label)}
      onSubmit={(event) => void onSubmit(event)}
      className={cn('flex flex-col gap-8', className)}
    >
      {patientName ? (
        <p className="text-base text-muted-foreground">
          {intl.formatMessage(messages.forPatient, { name: patientName })}
        </p>
      ) : null}

      <div role="alert" aria-atomic="true">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
      </div>

      <FormField<PrescriptionValues, 'diagnosis'>
        name="diagnosis"
        label={intl.formatMessage(messages.diagnosis)}
        required
        render={(field) => <Textarea {...field} maxLength={limits.diagnosis} rows={2} />}
      />
      <MedicationsFieldset form={form} />
      <TestsFieldset form={form} />
      <FormField<PrescriptionValues, 'advice'>
        name="advice"
        label={intl.formatMessage(messages.advice)}
        render={(field) => <Textarea {...field} maxLength={limits.advice} rows={3} />}
      />
      <FollowUpFieldset form={form} earliest={earliest} />
      <AllergiesFieldset form={form} />
      <VitalSignsFieldset />
      <ValidityFieldset earliest={earliest} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </Form>
  );
}
