import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';

type Contact = { contactEmail?: unknown; contactPhone?: unknown };

export type ContactFieldsProps = {
  emailLabel: string;
  phoneLabel: string;
  required?: boolean;
};

/** The contact email and phone of a provider or an ambulance (002 §5). */
export function ContactFields<T extends FieldValues & Contact>({
  emailLabel,
  phoneLabel,
  required,
}: ContactFieldsProps) {
  return (
    <>
      <FormField<T, FieldPath<T>>
        name={'contactEmail' as FieldPath<T>}
        required={required}
        label={emailLabel}
        render={(field) => <Input {...field} type="email" autoComplete="email" />}
      />
      <FormField<T, FieldPath<T>>
        name={'contactPhone' as FieldPath<T>}
        required={required}
        label={phoneLabel}
        render={(field) => <Input {...field} type="tel" autoComplete="tel" />}
      />
    </>
  );
}
