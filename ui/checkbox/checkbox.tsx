import { useId, type ComponentProps, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from '../field';

export const checkboxVariants = cva(
  [
    // The box is 20 px; the ::before layer stretches the hit area to 44 px.
    'relative inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2 bg-surface',
    "before:absolute before:-inset-3.5 before:content-['']",
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  ],
  {
    variants: {
      invalid: {
        false: 'border-input',
        true: 'border-danger',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    /** Visible label next to the box; clicking it toggles the box. */
    label?: ReactNode;
    /** Smaller help text under the label, read as the description. */
    hint?: ReactNode;
  };

/**
 * A checkbox (Radix) with an optional clickable label. Space toggles it; the
 * whole row is at least 44 px high. `checked="indeterminate"` shows a dash.
 */
export function Checkbox({
  className,
  label,
  hint,
  invalid,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const ownId = `checkbox-${useId()}`;
  const hintId = `${ownId}-hint`;
  const field = useFieldControl({
    id: id ?? ownId,
    'aria-describedby':
      [ariaDescribedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined,
    invalid: invalid ?? undefined,
    required,
  });
  const box = (
    <CheckboxPrimitive.Root
      id={field.id}
      required={field.required}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      className={cn(checkboxVariants({ invalid: field.invalid }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus className="hidden size-3.5 group-data-[state=indeterminate]:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label && !hint) return box;

  return (
    <div className="flex min-h-touch items-start gap-3">
      <div className="flex h-touch items-center px-0.5">{box}</div>
      <div className="flex flex-col justify-center py-2.5">
        {label ? (
          <label
            htmlFor={field.id}
            className={cn(
              'text-base text-foreground',
              props.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            {label}
          </label>
        ) : null}
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
