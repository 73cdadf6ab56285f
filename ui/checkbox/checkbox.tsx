import type { ComponentProps, ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';
import { ChoiceRow, useChoiceControl } from '../choice-row';

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
  const { field, hintId } = useChoiceControl('checkbox', {
    id,
    hint,
    'aria-describedby': ariaDescribedBy,
    invalid: invalid ?? undefined,
    required,
  });
  return (
    <ChoiceRow
      controlId={field.id}
      label={label}
      hint={hint}
      hintId={hintId}
      disabled={props.disabled}
      controlCellClassName="px-0.5"
      control={
        <CheckboxPrimitive.Root
          data-slot="checkbox"
          id={field.id}
          required={field.required}
          aria-describedby={field.describedBy}
          aria-invalid={field.invalid || undefined}
          className={cn(checkboxVariants({ invalid: field.invalid }), className)}
          {...props}
        >
          <CheckboxPrimitive.Indicator
            data-slot="checkbox-indicator"
            className="group flex items-center justify-center"
          >
            <Check className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
            <Minus
              className="hidden size-3.5 group-data-[state=indeterminate]:block"
              strokeWidth={3}
            />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      }
    />
  );
}
