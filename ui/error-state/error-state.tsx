import { useState, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { messages } from './messages';

export const errorStateVariants = cva(
  'flex w-full flex-col items-center justify-center text-center',
  {
    variants: {
      variant: {
        default: '',
        bordered: 'rounded-lg border border-danger bg-surface',
      },
      size: {
        sm: 'gap-2 px-4 py-6 [&_[data-slot=error-state-icon]]:p-2.5 [&_[data-slot=error-state-icon]_svg]:size-5',
        md: 'gap-3 px-6 py-10 [&_[data-slot=error-state-icon]]:p-3 [&_[data-slot=error-state-icon]_svg]:size-7',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

type HeadingLevel = 'h2' | 'h3' | 'h4';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof errorStateVariants> & {
    /** An icon; decorative. A warning triangle by default. */
    icon?: ReactNode;
    /** "Something went wrong" by default. */
    title?: ReactNode;
    /** What happened and what to do; a connection hint by default. Pass `null` for none. */
    description?: ReactNode;
    /**
     * Shows the Retry button. When it returns a promise, the button shows a spinner
     * and ignores presses until the promise settles.
     */
    onRetry?: () => unknown;
    /** Overrides the "Retry" label ("Reload doctors", say). */
    retryLabel?: string;
    /** The title's heading level; fit it to the page outline. */
    headingLevel?: HeadingLevel;
  };

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** Tells people something failed and lets them try again. Announced as an alert. */
export function ErrorState({
  className,
  variant,
  size,
  icon,
  title,
  description,
  onRetry,
  retryLabel,
  headingLevel: Heading = 'h3',
  children,
  ...props
}: ErrorStateProps) {
  const intl = useIntl();
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    if (retrying || !onRetry) return;
    const result = onRetry();
    if (isPromiseLike(result)) {
      setRetrying(true);
      const done = () => setRetrying(false);
      result.then(done, done);
    }
  };

  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(errorStateVariants({ variant, size }), className)}
      {...props}
    >
      <span
        data-slot="error-state-icon"
        aria-hidden
        className="mb-1 inline-flex items-center justify-center rounded-full bg-danger text-danger-foreground"
      >
        {icon ?? <TriangleAlert />}
      </span>
      <Heading className="text-lg font-semibold text-foreground">
        {title ?? intl.formatMessage(messages.title)}
      </Heading>
      {description === null ? null : (
        <p className="max-w-prose text-sm text-muted-foreground">
          {description ?? intl.formatMessage(messages.description)}
        </p>
      )}
      {onRetry || children ? (
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {onRetry ? (
            // aria-disabled rather than disabled keeps focus on the button while retrying.
            <Button
              variant="outline"
              onClick={retry}
              aria-busy={retrying || undefined}
              aria-disabled={retrying || undefined}
            >
              {retrying ? (
                <Spinner size="sm" aria-hidden label="" role="presentation" />
              ) : (
                <RotateCw aria-hidden />
              )}
              {retryLabel ?? intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
