import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseButton } from '../icon-button';
import { cn } from '../lib/cn';
import { messages } from './messages';

export type ToastVariant = 'success' | 'error' | 'info';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  /** `error` is announced assertively (interrupting); the others politely. `info` by default. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5000 by default. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; variant: ToastVariant; open: boolean };

const DEFAULT_DURATION = 5000;
/** At most this many toasts are kept; the oldest gives way. */
const MAX_TOASTS = 3;
/** Closed toasts are forgotten after this long (their exit has finished by then). */
const REMOVE_DELAY = 1000;

// A tiny module-level store, read with useSyncExternalStore.
let records: readonly ToastRecord[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setRecords(next: readonly ToastRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => records;

/** Closes one toast, or every toast when no id is given. */
function dismiss(id?: string) {
  const closing = new Set(records.filter((r) => id === undefined || r.id === id).map((r) => r.id));
  if (closing.size === 0) return;
  setRecords(records.map((r) => (closing.has(r.id) ? { ...r, open: false } : r)));
  setTimeout(() => setRecords(records.filter((r) => r.open || !closing.has(r.id))), REMOVE_DELAY);
}

/**
 * Shows a short message in the Toaster: `toast({ title: 'Appointment booked', variant: 'success' })`.
 * Returns its id and a function that closes it.
 */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = `toast-${++lastId}`;
  const record: ToastRecord = { ...options, id, variant: options.variant ?? 'info', open: true };
  setRecords([...records, record].slice(-MAX_TOASTS));
  return { id, dismiss: () => dismiss(id) };
}
toast.dismiss = dismiss;
/** Forgets every toast at once, without their exit (a story or test starting afresh). */
toast.clear = () => setRecords([]);

/** The queued toasts, plus `toast` and `dismiss`, for components that need them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss };
}

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
