import { useEffect, useSyncExternalStore } from 'react';
import type { errorCatalogue } from '@contract/errors';

/** The contract's error texts in both languages (about 12 KB gzip): loaded when first needed. */
export type ErrorCatalogue = typeof errorCatalogue;

let loaded: ErrorCatalogue | undefined;
let loading: Promise<ErrorCatalogue> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the catalogue once. A form waits for it with its first check or server error, so
 * a page that shows a form downloads the texts of its errors only when there are some
 * (ADR 0045, sixth pass).
 */
export function loadCatalogue(): Promise<ErrorCatalogue> {
  loading ??= import('@contract/errors').then((module) => {
    loaded = module.errorCatalogue;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/** The catalogue if it has loaded. */
export const loadedCatalogue = (): ErrorCatalogue | undefined => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const none = () => undefined;

/**
 * The catalogue, drawing again once it has loaded. With `load`, a screen that words codes
 * as soon as it shows (a file field's refusal, a notice) asks for it on mount.
 */
export function useCatalogue(load = false): ErrorCatalogue | undefined {
  const catalogue = useSyncExternalStore(subscribe, loadedCatalogue, none);
  useEffect(() => {
    if (load && !catalogue) void loadCatalogue();
  }, [load, catalogue]);
  return catalogue;
}
