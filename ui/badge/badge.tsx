import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { statusVariant } from './status';

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-transparent font-medium whitespace-nowrap',
    '[&_svg]:size-3.5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-danger text-danger-foreground',
        info: 'bg-info text-info-foreground',
        outline: 'border-input bg-transparent text-foreground',
      },
      size: {
        sm: 'px-2 py-0 text-xs',
        md: 'px-2.5 py-0.5 text-xs',
        lg: 'px-3 py-1 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /**
     * An appointment status ("requested", "confirmed", "completed", "cancelled"…) that
     * picks the colour when `variant` is not given. The visible text is still the
     * (translated) children.
     */
    status?: string;
    /** Render the single child (a link, say) with the badge's look. */
    asChild?: boolean;
  };

/** A small, non-interactive label for a status or a count. Solid colours keep AA contrast. */
export function Badge({ className, variant, size, status, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  const resolved = variant ?? (status !== undefined ? statusVariant(status) : undefined);
  return (
    <Comp
      data-slot="badge"
      data-status={status}
      className={cn(badgeVariants({ variant: resolved, size }), className)}
      {...props}
    />
  );
}
