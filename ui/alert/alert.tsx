import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export const alertVariants = cva(
  'flex items-start gap-2 rounded-md border bg-surface p-3 text-sm font-medium [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        danger: 'border-danger text-danger',
        success: 'border-success text-foreground [&>svg]:text-success',
        warning: 'border-warning text-foreground [&>svg]:text-warning',
        info: 'border-info text-foreground [&>svg]:text-info',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons = { danger: CircleAlert, success: CircleCheck, warning: TriangleAlert, info: Info };

export type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the tone's icon. */
    icon?: ReactNode;
  };

/**
 * An inline message box (a failed submit, a success note). It sets no live-region role
 * itself: announce it by placing it in a region that is already mounted, or pass `role`.
 */
export function Alert({ tone, icon, className, children, ...props }: AlertProps) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div data-slot="alert" className={cn(alertVariants({ tone }), className)} {...props}>
      {icon ?? <Icon aria-hidden="true" />}
      <div data-slot="alert-content" className="min-w-0 flex-1">
        {children}
      </div>
    </div>
  );
}
