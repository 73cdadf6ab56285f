import { useId, type ComponentProps, type MouseEvent } from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { messages } from './messages';

export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium',
    'transition-colors duration-fast ease-standard select-none',
    'focus-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary-hover',
        outline: 'border border-input bg-surface text-foreground hover:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted',
        danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover',
        link: 'h-auto min-h-0 px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-touch px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-touch p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look. */
    asChild?: boolean;
    /**
     * Busy: shows a spinner beside the label, ignores presses (a submit does not submit again)
     * and announces `loadingLabel` politely, while staying focusable (`aria-disabled`, not
     * `disabled`), so keyboard and screen-reader users keep their place.
     */
    loading?: boolean;
    /** What the busy status says ("Saving", say); "Loading" by default. */
    loadingLabel?: string;
  };

/** Mounted only while busy, so a Button needs no IntlProvider and adds no node otherwise. */
function BusyStatus({ id, label }: { id: string; label: string | undefined }) {
  const intl = useIntl();
  return (
    <span id={id} role="status" data-slot="button-status" className="sr-only">
      {label ?? intl.formatMessage(messages.busy)}
    </span>
  );
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  children,
  type,
  onClick,
  'aria-describedby': describedBy,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const statusId = `${useId()}-busy`;
  // A link (asChild) cannot be `disabled`; it is refused here and marked aria-disabled instead.
  const refused = loading || (asChild && disabled);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (refused) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <Comp
        data-slot="button"
        className={cn(buttonVariants({ variant, size }), className)}
        disabled={asChild ? undefined : disabled}
        aria-busy={loading || undefined}
        aria-disabled={refused || undefined}
        aria-describedby={
          [describedBy, loading ? statusId : undefined].filter(Boolean).join(' ') || undefined
        }
        type={asChild ? undefined : (type ?? 'button')}
        onClick={click}
        {...props}
      >
        {loading ? (
          <Spinner size="sm" aria-hidden label="" role="presentation" data-slot="button-spinner" />
        ) : null}
        <Slottable>{children}</Slottable>
      </Comp>
      {loading ? <BusyStatus id={statusId} label={loadingLabel} /> : null}
    </>
  );
}
