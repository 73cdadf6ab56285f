import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { settingsForm } from '@contract/admin-settings';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Switch } from '@ui/switch';

/** The form's values as the inputs hold them (the contract's input type). */
export type SettingsValues = z.input<typeof settingsForm>;
export type SettingPath = FieldPath<SettingsValues>;

/** A whole number setting; an empty box is not a number, so its bound's text shows. */
export function NumberSetting({
  name,
  label,
  hint,
  min,
  max,
}: {
  name: SettingPath;
  label: ReactNode;
  hint?: ReactNode;
  min?: number;
  max?: number;
}) {
  return (
    <FormField<SettingsValues, SettingPath>
      name={name}
      label={label}
      hint={hint}
      required
      render={({ value, onChange, onBlur, ref, name: fieldName }) => (
        <Input
          ref={ref}
          name={fieldName}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
          }
          onBlur={onBlur}
        />
      )}
    />
  );
}

/** An on/off setting, its label beside the switch. */
export function SwitchSetting({
  name,
  label,
  hint,
}: {
  name: SettingPath;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { control } = useFormContext<SettingsValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A tab's settings, as one titled group. */
export function SettingsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border border-border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
