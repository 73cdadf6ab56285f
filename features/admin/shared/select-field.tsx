import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@ui/form';
import { Select, type SelectOption } from '@ui/select';

export type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  name: N;
  label: string;
  required?: boolean;
  options: SelectOption[];
};

/** A form field whose control is a Select (the admin dialogs' type, vehicle and status). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  label,
  required,
  options,
}: SelectFieldProps<T, N>) {
  return (
    <FormField<T, N>
      name={name}
      required={required}
      label={label}
      render={({ value, onChange, ref, name: fieldName }) => (
        <Select
          ref={ref}
          name={fieldName}
          value={value}
          onValueChange={onChange}
          options={options}
        />
      )}
    />
  );
}
