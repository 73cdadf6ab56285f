import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { messages } from './messages';

export const emptyStateVariants = cva(
  'flex w-full flex-col items-center justify-center text-center',
  {
    variants: {
      variant: {
        default: '',
        bordered: 'rounded-lg border border-dashed border-input bg-surface',
      },
      size: {
        sm: 'gap-2 px-4 py-6 [&_[data-slot=empty-state-icon]]:p-2.5 [&_[data-slot=empty-state-icon]_svg]:size-5',
        md: 'gap-3 px-6 py-10 [&_[data-slot=empty-state-icon]]:p-3 [&_[data-slot=empty-state-icon]_svg]:size-7',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

type HeadingLevel = 'h2' | 'h3' | 'h4';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** An icon (lucide, say); decorative. A tray icon by default. */
    icon?: ReactNode;
    /** What is empty ("No posts found"); "Nothing here yet" by default. */
    title?: ReactNode;
    /** What to do about it ("Try adjusting your filters"). */
    description?: ReactNode;
    /** A call to action: a Button, or a link styled as one. */
    action?: ReactNode;
    /** The title's heading level; fit it to the page outline. */
    headingLevel?: HeadingLevel;
  };

/** Tells people a list or page has no content yet and, ideally, what to do next. */
export function EmptyState({
  className,
  variant,
  size,
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h3',
  children,
  ...props
}: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ variant, size }), className)}
      {...props}
    >
      <span
        data-slot="empty-state-icon"
        aria-hidden
        className="mb-1 inline-flex items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        {icon ?? <Inbox />}
      </span>
      <Heading className="text-lg font-semibold text-foreground">
        {title ?? intl.formatMessage(messages.title)}
      </Heading>
      {description ? (
        <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
      ) : null}
      {action || children ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {action}
          {children}
        </div>
      ) : null}
    </div>
  );
}
