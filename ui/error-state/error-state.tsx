import { useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { StateMessage, type StateProps } from '../state-message';
import { messages } from './messages';

export const errorStateVariants = cva('', {
  variants: {
    variant: {
      default: '',
      bordered: 'rounded-lg border border-danger bg-surface',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** `title` defaults to "Something went wrong", `icon` to a warning triangle; `description` to a connection hint (`null` for none). */
export type ErrorStateProps = StateProps &
  VariantProps<typeof errorStateVariants> & {
    /**
     * Shows the Retry button. When it returns a promise, the button shows a spinner
     * and ignores presses until the promise settles.
     */
    onRetry?: () => unknown;
    /** Overrides the "Retry" label ("Reload doctors", say). */
    retryLabel?: string;
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
  icon,
  title,
  description,
  onRetry,
  retryLabel,
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
    <StateMessage
      role="alert"
      part="error-state"
      className={cn(errorStateVariants({ variant }), className)}
      icon={icon ?? <TriangleAlert />}
      iconClassName="bg-danger text-danger-foreground"
      title={title ?? intl.formatMessage(messages.title)}
      description={
        description === null ? null : (description ?? intl.formatMessage(messages.description))
      }
      actions={
        onRetry || children ? (
          <>
            {onRetry ? (
              // A busy Button keeps focus on itself while retrying.
              <Button
                data-slot="error-state-retry"
                variant="outline"
                onClick={retry}
                loading={retrying}
              >
                {retrying ? null : <RotateCw aria-hidden />}
                {retryLabel ?? intl.formatMessage(messages.retry)}
              </Button>
            ) : null}
            {children}
          </>
        ) : null
      }
      {...props}
    />
  );
}
