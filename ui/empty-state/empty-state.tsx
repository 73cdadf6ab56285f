import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { StateMessage, type StateProps } from '../state-message';
import { messages } from './messages';

export const emptyStateVariants = cva('', {
  variants: {
    variant: {
      default: '',
      bordered: 'rounded-lg border border-dashed border-input bg-surface',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** `title` defaults to "Nothing here yet", `icon` to a tray. */
export type EmptyStateProps = StateProps &
  VariantProps<typeof emptyStateVariants> & {
    /** A call to action: a Button, or a link styled as one. */
    action?: ReactNode;
  };

/** Tells people a list or page has no content yet and, ideally, what to do next. */
export function EmptyState({
  className,
  variant,
  icon,
  title,
  action,
  children,
  ...props
}: EmptyStateProps) {
  const intl = useIntl();
  return (
    <StateMessage
      part="empty-state"
      className={cn(emptyStateVariants({ variant }), className)}
      icon={icon ?? <Inbox />}
      iconClassName="bg-muted text-muted-foreground"
      title={title ?? intl.formatMessage(messages.title)}
      actions={
        action || children ? (
          <>
            {action}
            {children}
          </>
        ) : null
      }
      {...props}
    />
  );
}
