import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { StateMessage } from '../state-message';
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

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    size?: 'sm' | 'md';
    /** An icon (lucide, say); decorative. A tray icon by default. */
    icon?: ReactNode;
    /** What is empty ("No posts found"); "Nothing here yet" by default. */
    title?: ReactNode;
    /** What to do about it ("Try adjusting your filters"). */
    description?: ReactNode;
    /** A call to action: a Button, or a link styled as one. */
    action?: ReactNode;
    /** The title's heading level; fit it to the page outline. */
    headingLevel?: 'h2' | 'h3' | 'h4';
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
