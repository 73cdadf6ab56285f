import { useEffect, type ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  LETTER_CONTENT_MAX,
  letterRecipientTypes,
  letterTypes,
  letterUrgencies,
  type LetterRequest,
} from '@contract/letters';
import { useCurrentUser } from '@lib/session';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select, type SelectOption } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { useLetterPatients } from '../../api/letters';
import { LetterRecipient } from './letter-recipient';
import {
  messages,
  recipientTypeMessages,
  templateBodies,
  templateSubjects,
  typeMessages,
  urgencyMessages,
} from './messages';

type Name = keyof LetterRequest & string;

function SelectRow({
  name,
  label,
  options,
  required,
}: {
  name: Name;
  label: string;
  options: SelectOption[];
  required?: boolean;
}) {
  const intl = useIntl();
  return (
    <FormField<LetterRequest, typeof name>
      name={name}
      required={required}
      label={label}
      render={({ value, onChange, ref, name: fieldName }) => (
        <Select
          ref={ref}
          name={fieldName}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          onValueChange={onChange}
          placeholder={intl.formatMessage(messages.choose)}
          options={options}
        />
      )}
    />
  );
}

/**
 * The letter's fields. For a new letter the template fills subject and letter in the
 * reader's language with the patient's and doctor's names, until the doctor types in them.
 */
export function LetterFieldset({
  fillTemplate,
  recipient,
}: {
  fillTemplate: boolean;
  /** A draft's doctor or hospital recipient, shown as chosen. */
  recipient: ComponentProps<typeof LetterRecipient>['initial'];
}) {
  const intl = useIntl();
  const me = useCurrentUser();
  const { setValue, getFieldState, control } = useFormContext<LetterRequest>();
  const [type, patientId, recipientType] = useWatch({
    control,
    name: ['type', 'patientId', 'recipientType'],
  });
  const patients = useLetterPatients().data?.items ?? [];
  const patient = patients.find((p) => p.id === patientId);

  useEffect(() => {
    if (!fillTemplate || !type) return;
    const values = { patient: patient?.name ?? '…', doctor: me?.name ?? '' };
    if (!getFieldState('subject').isDirty)
      setValue('subject', intl.formatMessage(templateSubjects[type], values));
    if (!getFieldState('content').isDirty)
      setValue('content', intl.formatMessage(templateBodies[type], values));
  }, [fillTemplate, type, patient?.name, me?.name, intl, getFieldState, setValue]);

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <SelectRow
        name="type"
        required
        label={intl.formatMessage(messages.type)}
        options={letterTypes.map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) }))}
      />
      <SelectRow
        name="patientId"
        required
        label={intl.formatMessage(messages.patient)}
        options={patients.map((p) => ({ value: p.id, label: p.name }))}
      />
      <SelectRow
        name="recipientType"
        required
        label={intl.formatMessage(messages.recipientType)}
        options={letterRecipientTypes.map((t) => ({
          value: t,
          label: intl.formatMessage(recipientTypeMessages[t]),
        }))}
      />
      {recipientType !== 'patient' && <LetterRecipient initial={recipient} />}
      <SelectRow
        name="urgency"
        label={intl.formatMessage(messages.urgency)}
        options={letterUrgencies.map((u) => ({
          value: u,
          label: intl.formatMessage(urgencyMessages[u]),
        }))}
      />
      <div className="sm:col-span-2">
        <FormField<LetterRequest, 'subject'>
          name="subject"
          required
          label={intl.formatMessage(messages.subject)}
          render={(field) => <Input {...field} />}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField<LetterRequest, 'content'>
          name="content"
          required
          label={intl.formatMessage(messages.content)}
          render={(field) => <Textarea {...field} rows={10} maxLength={LETTER_CONTENT_MAX} />}
        />
      </div>
    </fieldset>
  );
}
