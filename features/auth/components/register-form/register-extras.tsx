import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
import type { RegisterRequest } from '@contract/auth';
import { Checkbox } from '@ui/checkbox';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { messages } from './messages';

type Consent = keyof RegisterRequest['consentAgreement'];
const consents: Consent[] = ['dataDisclosure', 'contentModeration', 'activityRating'];
const consentMessages = {
  dataDisclosure: messages.consentDataDisclosure,
  contentModeration: messages.consentContentModeration,
  activityRating: messages.consentActivityRating,
} as const;

/** The doctor's own details (000 §3), all optional. */
export function DoctorFields() {
  const intl = useIntl();
  const text = (name: 'fullName' | 'graduation' | 'medicalCollege', label: string) => (
    <FormField<RegisterRequest, typeof name>
      name={name}
      label={label}
      render={(field) => (
        <Input
          {...field}
          value={field.value ?? ''}
          autoComplete={name === 'fullName' ? 'name' : undefined}
        />
      )}
    />
  );
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-base font-semibold text-foreground">
        {intl.formatMessage(messages.doctorDetails)}
      </legend>
      {text('fullName', intl.formatMessage(messages.fullName))}
      <FormField<RegisterRequest, 'gender'>
        name="gender"
        label={intl.formatMessage(messages.gender)}
        render={({ value, onChange }) => (
          <RadioGroup
            orientation="horizontal"
            value={value ?? ''}
            onValueChange={(next) => onChange(next as RegisterRequest['gender'])}
            options={[
              { value: 'Male', label: intl.formatMessage(messages.genderMale) },
              { value: 'Female', label: intl.formatMessage(messages.genderFemale) },
              { value: 'Other', label: intl.formatMessage(messages.genderOther) },
            ]}
          />
        )}
      />
      {text('graduation', intl.formatMessage(messages.graduation))}
      {text('medicalCollege', intl.formatMessage(messages.medicalCollege))}
    </fieldset>
  );
}

/** A box's error under it, announced when it appears. */
function BoxError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div aria-live="polite">
      {children ? (
        <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The three consents and the terms (000 §3): each must be ticked. */
export function ConsentFields({
  baseId,
  describe,
}: {
  baseId: string;
  describe: (error: FieldError) => string;
}) {
  const intl = useIntl();
  const { control } = useFormContext<RegisterRequest>();
  const consentErrorId = `${baseId}-consent-error`;
  const termsErrorId = `${baseId}-terms-error`;
  return (
    <>
      <Controller
        control={control}
        name="consentAgreement"
        render={({ field, fieldState }) => {
          const error = fieldState.error ? describe(fieldState.error) : null;
          return (
            <fieldset className="flex flex-col gap-1">
              <legend className="text-base font-semibold text-foreground">
                {intl.formatMessage(messages.consentHeading)}
              </legend>
              {consents.map((consent, index) => (
                <Checkbox
                  key={consent}
                  ref={index === 0 ? field.ref : undefined}
                  name={consent}
                  checked={field.value[consent]}
                  invalid={error ? true : undefined}
                  aria-describedby={error ? consentErrorId : undefined}
                  onCheckedChange={(checked) =>
                    field.onChange({ ...field.value, [consent]: checked === true })
                  }
                  label={intl.formatMessage(consentMessages[consent])}
                />
              ))}
              <BoxError id={consentErrorId}>{error}</BoxError>
            </fieldset>
          );
        }}
      />
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => {
          const error = fieldState.error ? describe(fieldState.error) : null;
          return (
            <div className="flex flex-col gap-1">
              <Checkbox
                ref={field.ref}
                name="acceptTerms"
                checked={field.value === true}
                invalid={error ? true : undefined}
                aria-describedby={error ? termsErrorId : undefined}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                label={intl.formatMessage(messages.acceptTerms)}
              />
              <BoxError id={termsErrorId}>{error}</BoxError>
            </div>
          );
        }}
      />
    </>
  );
}
