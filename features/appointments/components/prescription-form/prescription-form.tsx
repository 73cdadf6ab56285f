import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Prescription } from '@contract/appointments';
import { isApiError } from '@lib/api';
import { errorText, type ErrorOverrides } from '@lib/errors';
import { codeText } from '@lib/forms';
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
  formPathOf,
  limits,
  prescriptionFormSchema,
  sentRows,
  type PrescriptionValues,
} from './prescription-schema';
import { TestsFieldset } from './tests-fieldset';
import { VitalSignsFieldset } from './vital-signs-fieldset';

export type PrescriptionFormProps = {
  /** The completed appointment the prescription is for. */
  appointmentId: string;
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

/** The form's own rules' words; the contract's codes read as the catalogue has them. */
const wording: ErrorOverrides = {
  FOLLOW_UP_DATE_REQUIRED: messages.followUpDateRequired,
  FOLLOW_UP_DATE_PAST: messages.followUpDatePast,
  TEST_NAME_REQUIRED: messages.testNameRequired,
  ALLERGY_REQUIRED: messages.allergyRequired,
};

/** A failure the server did not explain: 001 §8's "Please try again." */
const retryText: ErrorOverrides = {
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

const kathmanduToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/**
 * The full prescription form (001 §3 and §5): diagnosis, medications, tests, advice,
 * follow-up, allergies and vital signs, sent with POST /appointments/{id}/prescription.
 * The contract's rules are checked first; a server error naming a field shows at it.
 */
export function PrescriptionForm({
  appointmentId,
  patientName,
  onCreated,
  onCancel,
  today,
  className,
}: PrescriptionFormProps) {
  const intl = useIntl();
  const earliest = today ?? kathmanduToday();
  const schema = useMemo(() => prescriptionFormSchema(earliest), [earliest]);
  const form = useContractForm(schema, {
    mode: 'onSubmit',
    defaultValues: emptyPrescription(),
    errorText: wording,
  });
  const { trigger } = usePrescribe();

  /** A refusal about a field lands on it (or on its list); any other on the form. */
  const placeFailure = (error: unknown) => {
    const path =
      isApiError(error) && error.field
        ? formPathOf(error.field, sentRows(form.getValues('medications')))
        : null;
    if (isApiError(error) && path) {
      const worded = codeText(intl, error.code, wording) !== error.code;
      const list = path in focusOfList ? (path as keyof typeof focusOfList) : null;
      form.setError(
        path as keyof PrescriptionValues,
        { type: 'server', message: worded ? error.code : error.message },
        { shouldFocus: !list },
      );
      if (list) form.setFocus(focusOfList[list]);
      return;
    }
    const retry = intl.formatMessage(messages.failedRetry);
    const said = errorText(intl, error, retryText);
    form.setError('root.server', {
      type: 'server',
      // The server's words, already in the reader's language (001 §8).
      message: said === retry ? retry : intl.formatMessage(messages.failedWith, { error: said }),
    });
  };

  const send = form.submit(async (body) => {
    try {
      const { prescription } = await trigger({ params: { id: appointmentId }, body });
      toast({ title: intl.formatMessage(messages.created), variant: 'success' });
      onCreated?.(prescription);
    } catch (error) {
      placeFailure(error);
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    await send(event);
    // A list's own error has no field to focus: its first box takes the keyboard.
    const listError = listErrorOf(form.getFieldState('medications').error);
    if (!form.getFieldState('diagnosis').invalid && listError && listError.type !== 'server')
      form.setFocus(focusOfList.medications);
  };

  const failure = form.formState.errors.root?.server?.message;

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
