import { useSyncExternalStore, type ReactNode } from 'react';

// The queue of toasts, apart from the Toaster that draws them: raising a toast needs none
// of Radix's code, which loads when the first toast is raised (app/providers.tsx).

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

export const DEFAULT_DURATION = 5000;
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
export function dismiss(id?: string) {
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

const everRaised = () => lastId > 0;

/** Whether any toast has been raised yet: the Toaster (and Radix's code) is wanted from then on. */
export function useToastRaised() {
  return useSyncExternalStore(subscribe, everRaised, () => false);
}
