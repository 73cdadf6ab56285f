import { useSyncExternalStore } from 'react';

/** Takes the waiting version and reloads the page into it. */
export type ApplyUpdate = () => Promise<void>;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Called by the service worker's registration when a new version has installed and waits
 * (ADR 0046: `prompt`, the page never changes under the user); null when none waits.
 */
export function announceUpdate(apply: ApplyUpdate | null) {
  waiting = apply;
  for (const listener of listeners) listener();
}

const getSnapshot = () => waiting;

/** The waiting version's Reload, or null while the running version is the newest. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
