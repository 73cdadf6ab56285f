import type { ComponentProps, ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { ChoiceRow, useChoiceControl } from '../choice-row';

export const switchVariants = cva([
  // The track is 24 px high; the ::before layer stretches the hit area to 44 px.
  'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
  "before:absolute before:-inset-y-3 before:-inset-x-0.5 before:content-['']",
  'transition-colors duration-normal ease-standard',
  'focus-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
]);

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /** Visible label; clicking it toggles the switch. */
    label?: ReactNode;
    /** Smaller help text under the label, read as the description. */
    hint?: ReactNode;
    /** Which side of the switch the label sits on; `end` (after it) by default. */
    labelPosition?: 'start' | 'end';
  };

/** An on/off switch (Radix) for settings that apply at once. Space toggles it. */
export function Switch({
  className,
  label,
  hint,
  labelPosition = 'end',
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const { field, hintId } = useChoiceControl('switch', {
    id,
    hint,
    'aria-describedby': ariaDescribedBy,
    required,
  });
  return (
    <ChoiceRow
      controlId={field.id}
      label={label}
      hint={hint}
      hintId={hintId}
      disabled={props.disabled}
      labelPosition={labelPosition}
      control={
        <SwitchPrimitive.Root
          data-slot="switch"
          id={field.id}
          required={field.required}
          aria-describedby={field.describedBy}
          className={cn(switchVariants(), className)}
          {...props}
        >
          <SwitchPrimitive.Thumb
            data-slot="switch-thumb"
            className={cn(
              'pointer-events-none block size-5 rounded-full bg-surface shadow-sm',
              'transition-transform duration-normal ease-standard',
              'data-[state=unchecked]:translate-x-0 data-[state=checked]:translate-x-5',
              'rtl:data-[state=checked]:-translate-x-5',
            )}
          />
        </SwitchPrimitive.Root>
      }
    />
  );
}
