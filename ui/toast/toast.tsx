import type { ComponentProps } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseButton } from '../icon-button';
import { cn } from '../lib/cn';
import { messages } from './messages';
import { DEFAULT_DURATION, dismiss, useToast, type ToastRecord } from './store';

export const toastVariants = cva('mt-0.5 shrink-0 [&_svg]:size-5', {
  variants: {
    variant: {
      success: 'text-success',
      error: 'text-danger',
      info: 'text-info',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

function ToastItem({ record }: { record: ToastRecord }) {
  const intl = useIntl();
  const Icon = icons[record.variant];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      open={record.open}
      onOpenChange={(open) => {
        if (!open) dismiss(record.id);
      }}
      duration={record.duration}
      // Errors interrupt the screen reader; successes and information wait their turn.
      type={record.variant === 'error' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-border bg-surface p-4 pe-14 text-surface-foreground shadow-lg',
        'focus-ring',
        'transition-[opacity,translate] duration-(--duration-normal) ease-standard starting:translate-y-2 starting:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'motion-reduce:transition-none',
      )}
    >
      <span data-slot="toast-icon" className={toastVariants({ variant: record.variant })}>
        <Icon aria-hidden />
      </span>
      <div data-slot="toast-text" className="flex min-w-0 flex-col gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-base font-semibold">
          {record.title}
        </ToastPrimitive.Title>
        {record.description ? (
          <ToastPrimitive.Description
            data-slot="toast-description"
            className="text-sm text-muted-foreground"
          >
            {record.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <CloseButton
          data-slot="toast-close"
          className="end-1.5 top-1.5"
          label={intl.formatMessage(messages.close)}
        />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToasterProps = ComponentProps<typeof ToastPrimitive.Viewport>;

/**
 * Renders the toasts queued with `toast()`. Mount it once, near the root of the app.
 * At the bottom, full width on phones and in the end corner on larger screens; a toast
 * can be swiped away, F8 moves focus to the notifications, Escape closes the focused one.
 */
export function Toaster({ className, ...props }: ToasterProps) {
  const intl = useIntl();
  const { toasts } = useToast();
  const viewport = (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      // Radix fills in {hotkey} itself.
      label={intl.formatMessage(messages.viewport, { hotkey: '{hotkey}' })}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-60 m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none',
        'sm:start-auto sm:w-full sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
  return (
    <ToastPrimitive.Provider
      duration={DEFAULT_DURATION}
      swipeDirection="right"
      label={intl.formatMessage(messages.announce)}
    >
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} />
      ))}
      {/* In a portal, so no transformed or clipped ancestor can misplace it. */}
      {typeof document === 'undefined' ? viewport : createPortal(viewport, document.body)}
    </ToastPrimitive.Provider>
  );
}
