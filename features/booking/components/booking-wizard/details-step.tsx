import { useMemo, type FormEventHandler, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormState, type FieldError } from 'react-hook-form';
import { appointmentDetailMax } from '@contract/booking-rules';
import type { ContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Textarea } from '@ui/textarea';
import { detailFields, type DetailField } from '../../booking-fields';
import type { BookingFormInput, bookingForm } from '../../booking-form';
import { DetailsAttachments } from './details-attachments';
import { messages } from './messages';

export type BookingForm = ContractForm<typeof bookingForm>;

export type DetailsStepProps = {
  form: BookingForm;
  /** Above the form: a failed submit, consent declined, not signed in. */
  notice: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A detail changed: a failure about it no longer holds. */
  onDetailsChange: () => void;
  onEditHistoryPaper: () => void;
};

/** Each detail says in its own words that it is missing (002 §5). */
const requiredText = {
  patientName: messages.nameRequired,
  phone: messages.phoneRequired,
  reason: messages.reasonRequired,
} as const;

// The contract's limits, so the form and the server cannot disagree.
const maxLength = (name: DetailField) => appointmentDetailMax[name];

/** Step 3: who the appointment is for and why, documents, history paper; then submit. */
export function DetailsStep({
  form,
  notice,
  onSubmit,
  onDetailsChange,
  onEditHistoryPaper,
}: DetailsStepProps) {
  const intl = useIntl();
  const { errors, isSubmitting } = useFormState({ control: form.control });
  const missing = detailFields.some((name) => errors[name]?.message === 'REQUIRED');

  const describeError = useMemo(() => {
    const describe = form.describeError;
    return (error: FieldError) => {
      const name = detailFields.find((field) => form.getFieldState(field).error === error);
      return name && error.message === 'REQUIRED'
        ? intl.formatMessage(requiredText[name])
        : describe(error);
    };
  }, [form, intl]);

  const changed =
    <T,>(onChange: (value: T) => void) =>
    (value: T) => {
      onChange(value);
      onDetailsChange();
    };

  return (
    <Form form={{ ...form, describeError }} onSubmit={onSubmit} className="flex flex-col gap-5">
      {notice}
      <div role="alert" aria-atomic="true">
        {missing ? (
          <Alert tone="danger">{intl.formatMessage(messages.requiredFields)}</Alert>
        ) : null}
      </div>
      <FormField<BookingFormInput, 'patientName'>
        name="patientName"
        label={intl.formatMessage(messages.patientName)}
        required
        render={(props) => (
          <Input
            {...props}
            onChange={changed(props.onChange)}
            autoComplete="name"
            maxLength={maxLength('patientName')}
          />
        )}
      />
      <FormField<BookingFormInput, 'phone'>
        name="phone"
        label={intl.formatMessage(messages.phone)}
        required
        render={(props) => (
          <Input
            {...props}
            onChange={changed(props.onChange)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={maxLength('phone')}
          />
        )}
      />
      <FormField<BookingFormInput, 'reason'>
        name="reason"
        label={intl.formatMessage(messages.reason)}
        hint={intl.formatMessage(messages.reasonHint)}
        required
        render={(props) => (
          <Textarea
            {...props}
            onChange={changed(props.onChange)}
            rows={3}
            maxLength={maxLength('reason')}
          />
        )}
      />

      <DetailsAttachments form={form} onEditHistoryPaper={onEditHistoryPaper} />

      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        className="w-full sm:w-auto sm:self-end"
      >
        {intl.formatMessage(messages.submit)}
      </Button>
    </Form>
  );
}
