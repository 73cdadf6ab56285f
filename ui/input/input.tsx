import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from '../field';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The heights and the invalid look that the text-like controls share (Input, Select; Textarea
 * takes the invalid look), so a select beside an input in a form is the same size and red.
 */
export const textControlVariants = {
  size: {
    md: 'min-h-touch py-2 text-base',
    lg: 'min-h-12 py-2.5 text-lg',
  },
  invalid: {
    false: 'border-input',
    true: 'border-danger ring-1 ring-danger',
  },
};

export const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border bg-surface px-3 text-foreground shadow-sm',
    'placeholder:text-muted-foreground',
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
    'read-only:bg-muted',
    'file:me-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground',
  ],
  {
    variants: textControlVariants,
    defaultVariants: { size: 'md', invalid: false },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/**
 * A single-line text input. Inside a `<Field>` it takes its id, description and
 * invalid/required state from the Field; alone, give it an accessible name
 * (`aria-label` or a `<label htmlFor>`).
 */
export function Input({
  className,
  size,
  invalid,
  type = 'text',
  id,
  required,
  readOnly,
  'aria-describedby': ariaDescribedBy,
  ...props
}: InputProps) {
  const hydrated = useHydrated();
  const field = useFieldControl({
    id,
    'aria-describedby': ariaDescribedBy,
    invalid: invalid ?? undefined,
    required,
  });
  return (
    <input
      data-slot="input"
      type={type}
      id={field.id}
      required={field.required || undefined}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      className={cn(inputVariants({ size, invalid: field.invalid }), className)}
      readOnly={readOnly || !hydrated || undefined}
      {...props}
    />
  );
}
