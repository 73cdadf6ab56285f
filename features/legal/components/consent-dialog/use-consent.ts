import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { defaultStorage, safeStorage, storageKeys, type KeyValueStorage } from '@lib/api';

/** The browser-storage key of the accepted flag (000 §4, §9). */
export const CONSENT_STORAGE_KEY = storageKeys.consent;

// Every useConsent on the page hears an accept or reset, and other tabs through `storage`.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

// Where storage is blocked or full, the flag holds in memory for this visit, so a person
// who agreed is never shut out; it is kept per storage so separate stores stay separate.
const NO_STORAGE = {};
const acceptedThisVisit = new WeakSet<object>();

export type UseConsentOptions = {
  /** Where the flag lives: localStorage by default; `null` for none (memory only). */
  storage?: KeyValueStorage | null;
};

export type ConsentState = {
  /** Whether the person has agreed (the stored flag, or an accept during this visit). */
  accepted: boolean;
  /** Stores the flag. */
  accept: () => void;
  /** Removes the flag, so the dialog shows again. */
  reset: () => void;
};

/** The consent flag of 000 §4: stored in browser storage once the person agrees. */
export function useConsent({ storage }: UseConsentOptions = {}): ConsentState {
  const backing = storage === undefined ? defaultStorage() : storage;
  const store = useMemo(() => safeStorage(backing), [backing]);
  const visitKey = backing ?? NO_STORAGE;

  const accepted = useSyncExternalStore(
    subscribe,
    () => store.get(CONSENT_STORAGE_KEY) === 'true' || acceptedThisVisit.has(visitKey),
    () => false,
  );

  const accept = useCallback(() => {
    store.set(CONSENT_STORAGE_KEY, 'true');
    if (store.get(CONSENT_STORAGE_KEY) !== 'true') acceptedThisVisit.add(visitKey);
    notify();
  }, [store, visitKey]);

  const reset = useCallback(() => {
    acceptedThisVisit.delete(visitKey);
    store.set(CONSENT_STORAGE_KEY, null);
    notify();
  }, [store, visitKey]);

  return { accepted, accept, reset };
}
