import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
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
        const hintId = option.hint ? `${itemId}-hint` : undefined;
        return (
          <div key={option.value} className="flex min-h-touch items-start gap-3">
            <div className="flex h-touch items-center px-0.5">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={hintId}
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
                <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
            </div>
            <div className="flex flex-col justify-center py-2.5">
              <label
                htmlFor={itemId}
                className={cn(
                  'text-base text-foreground',
                  option.disabled || props.disabled
                    ? 'cursor-not-allowed opacity-60'
                    : 'cursor-pointer',
                )}
              >
                {option.label}
              </label>
              {option.hint ? (
                <p id={hintId} className="text-sm text-muted-foreground">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
