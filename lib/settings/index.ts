import { useCallback, useSyncExternalStore } from 'react';
import type { PublicSettings } from '@contract/system';
import type { ApiClient } from '@lib/api';
import { useApiClient } from '@lib/session';

export type { PublicSettings };

/** How often open pages ask again, so that maintenance mode reaches open tabs. */
const REFRESH_MS = 60_000;

type Store = {
  settings: PublicSettings | undefined;
  listeners: Set<() => void>;
  pending: Promise<void> | null;
  timer: ReturnType<typeof setInterval> | null;
};

// One store per API client: the app has one; each story has its own.
const stores = new WeakMap<ApiClient, Store>();
function storeFor(client: ApiClient): Store {
  let store = stores.get(client);
  if (!store) {
    store = { settings: undefined, listeners: new Set(), pending: null, timer: null };
    stores.set(client, store);
  }
  return store;
}

function refresh(client: ApiClient, store: Store): Promise<void> {
  store.pending ??= client
    .getPublicSettings()
    .then(
      (settings) => {
        store.settings = settings;
      },
      // A failed call keeps what was known: the server still refuses what maintenance closes.
      () => undefined,
    )
    .finally(() => {
      store.pending = null;
      for (const listener of store.listeners) listener();
    });
  return store.pending;
}

/** Keeps the settings fresh while anything listens; stops when the last one leaves. */
function subscribeTo(client: ApiClient, store: Store, listener: () => void) {
  store.listeners.add(listener);
  if (store.listeners.size === 1) {
    if (!store.settings) void refresh(client, store);
    store.timer = setInterval(() => void refresh(client, store), REFRESH_MS);
  }
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size === 0 && store.timer) {
      clearInterval(store.timer);
      store.timer = null;
    }
  };
}

/**
 * Settings already known: a page made on the server read them, and the browser starts from
 * the same answer (ADR 0048), so that both draw the same page.
 */
export function primePublicSettings(client: ApiClient, settings: PublicSettings | undefined) {
  if (settings) storeFor(client).settings = settings;
}

/**
 * The public site settings (maintenance mode, donation QR), shared by every screen and
 * asked again every minute while something shows them. Until the first answer, or when
 * the call fails, `settings` is undefined and the app behaves as usual. Kept free of a
 * data library because the root layout needs it on the first page load.
 */
export function usePublicSettings(): {
  settings: PublicSettings | undefined;
  refresh: () => Promise<void>;
} {
  const client = useApiClient();
  const store = storeFor(client);
  const subscribe = useCallback(
    (listener: () => void) => subscribeTo(client, store, listener),
    [client, store],
  );
  const read = () => store.settings;
  const settings = useSyncExternalStore(subscribe, read, read);
  return { settings, refresh: useCallback(() => refresh(client, store), [client, store]) };
}
