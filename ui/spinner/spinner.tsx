import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name; "Loading" by default. */
    label?: string;
  };

/** An indeterminate progress indicator announced to screen readers as a status. */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label ?? intl.formatMessage(messages.loading)}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
