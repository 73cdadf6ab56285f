import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { ChoiceRow } from '../choice-row';
import { useFieldControl } from '../field';

export const radioGroupVariants = cva('flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-1',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-1',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Smaller help text under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'orientation' | 'children'
> &
  VariantProps<typeof radioGroupVariants> & {
    options: RadioOption[];
    /** Marks the group invalid (also set by an enclosing Field with an error). */
    invalid?: boolean;
  };

/**
 * One choice from a few visible options (Radix). Tab enters the group at the
 * chosen option; the arrow keys move and choose. Name it with `aria-label`,
 * `aria-labelledby` or an enclosing `<Field>`.
 */
export function RadioGroup({
  className,
  options,
  orientation,
  invalid,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: RadioGroupProps) {
  const baseId = `radio-${useId()}`;
  const field = useFieldControl({
    id,
    'aria-describedby': ariaDescribedBy,
    'aria-labelledby': ariaLabelledBy,
    invalid,
    required,
  });
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      id={field.id}
      orientation={orientation ?? 'vertical'}
      required={field.required}
      aria-labelledby={props['aria-label'] && !ariaLabelledBy ? undefined : field.labelId}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...props}
    >
      {options.map((option, index) => {
        const itemId = `${baseId}-${index}`;
        const hintId = `${itemId}-hint`;
        return (
          <ChoiceRow
            key={option.value}
            controlId={itemId}
            label={option.label}
            hint={option.hint}
            hintId={hintId}
            disabled={option.disabled || props.disabled}
            controlCellClassName="px-0.5"
            control={
              <RadioGroupPrimitive.Item
                data-slot="radio-group-item"
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? hintId : undefined}
                className={cn(
                  // 20 px circle; the ::before layer stretches the hit area to 44 px.
                  'relative inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-surface',
                  "before:absolute before:-inset-3.5 before:content-['']",
                  'transition-colors duration-fast ease-standard',
                  'focus-ring',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  'data-[state=checked]:border-primary',
                  field.invalid ? 'border-danger' : 'border-input',
                )}
              >
                <RadioGroupPrimitive.Indicator
                  data-slot="radio-group-indicator"
                  className="block size-2.5 rounded-full bg-primary"
                />
              </RadioGroupPrimitive.Item>
            }
          />
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
