import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod';
import type { ProfileSection } from '@contract/doctor-profile';
import { isApiError } from '@lib/api';
import { useContractForm } from '@lib/forms';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { useSaveSection } from '../../api/doctor-profile';
import { fieldMessages } from './messages';

/** What every section gets from the editor. */
export type SectionProps = {
  editing: boolean;
  onSaved: () => void;
  /** A failure that is no field's fault: the editor shows "Failed to save {section}". */
  onFailed: (error: unknown) => void;
};

export const formIdOf = (section: ProfileSection) => `doctor-profile-${section}`;

/**
 * One section's form (001 §4): the section's contract schema, its saved values, and a
 * save of its own. The editor's Save Changes submits it (`form` attribute); read-only
 * while not editing. A server `field` error lands on its field.
 */
export function SectionForm<S extends z.ZodType<FieldValues, FieldValues>>({
  section,
  schema,
  values,
  editing,
  onSaved,
  onFailed,
  children,
}: SectionProps & {
  section: ProfileSection;
  schema: S;
  values: z.input<S>;
  children: ReactNode;
}) {
  const save = useSaveSection();
  const form = useContractForm(schema, { values });
  const onSubmit = form.submit(async (parsed) => {
    try {
      await save.trigger(section, parsed as object);
    } catch (error) {
      if (!(isApiError(error) && error.field)) onFailed(error);
      throw error;
    }
    onSaved();
  });
  return (
    <Form form={form} onSubmit={onSubmit} id={formIdOf(section)} noValidate>
      <fieldset disabled={!editing} className="flex min-w-0 flex-col gap-6">
        {children}
      </fieldset>
    </Form>
  );
}

/** A text box of a section: its label, its contract field, required when 001 §5 marks it. */
export function TextInput({
  name,
  label,
  required,
  type = 'text',
  maxLength = 200,
  autoComplete = 'off',
}: {
  name: string;
  label: MessageDescriptor;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  maxLength?: number;
  autoComplete?: string;
}) {
  const intl = useIntl();
  return (
    <FormField<FieldValues, string>
      name={name}
      label={intl.formatMessage(label)}
      required={required}
      render={({ value, ...field }) => (
        <Input
          {...field}
          value={(value as string | undefined) ?? ''}
          type={type}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

/** A whole number (age, years, a year); empty is null. */
export function NumberInput({
  name,
  label,
  min,
  max,
  required,
}: {
  name: string;
  label: MessageDescriptor;
  min: number;
  max: number;
  required?: boolean;
}) {
  const intl = useIntl();
  return (
    <FormField<FieldValues, string>
      name={name}
      label={intl.formatMessage(label)}
      required={required}
      render={({ value, onChange, ...field }) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        />
      )}
    />
  );
}

/** A choice from the contract's list; '' is none. */
export function ChoiceInput({
  name,
  label,
  options,
}: {
  name: string;
  label: MessageDescriptor;
  options: { value: string; label: string }[];
}) {
  const intl = useIntl();
  return (
    <FormField<FieldValues, string>
      name={name}
      label={intl.formatMessage(label)}
      render={({ value, onChange, ref, name: fieldName }) => (
        <Select
          ref={ref}
          name={fieldName}
          value={(value as string) || undefined}
          onValueChange={onChange}
          placeholder={intl.formatMessage(fieldMessages.choose)}
          options={options}
        />
      )}
    />
  );
}

/** A titled group of fields (one part of a section). */
export function Group({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{intl.formatMessage(title)}</legend>
      {children}
    </fieldset>
  );
}

export const grid = 'grid gap-4 sm:grid-cols-2';
