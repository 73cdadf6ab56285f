import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over a page the server drew (ADR 0048), true once it has, and at
 * once on a page the browser draws. A text control is read-only until then: what a person
 * types into the server's markup would be replaced by the form's value when React takes
 * the control over.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
