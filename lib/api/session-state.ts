import type { User } from '@contract/auth';
import { isRecord } from './answer';
import { storageKeys, type safeStorage } from './storage';

/** What the client knows about the session; a new object on every change. */
export type AuthSnapshot = { readonly token: string | null; readonly user: User | null };

/** The session's token and user: memory first, mirrored to storage (000 §7, §9). */
export function createSessionState(store: ReturnType<typeof safeStorage>) {
  let snapshot: AuthSnapshot | null = null;
  const listeners = new Set<(snapshot: AuthSnapshot) => void>();

  /**
   * The user kept from the last visit. It was validated when it arrived; here only its
   * shape is checked (a hand edit or an older version), and the current-user call at
   * start-up replaces it anyway.
   */
  function readStoredUser(): User | null {
    const raw = store.get(storageKeys.user);
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isRecord(value) &&
        typeof value.id === 'string' &&
        typeof value.name === 'string' &&
        typeof value.role === 'string'
        ? (value as User)
        : null;
    } catch {
      return null;
    }
  }

  function getAuthSnapshot(): AuthSnapshot {
    snapshot ??= { token: store.get(storageKeys.token), user: readStoredUser() };
    return snapshot;
  }

  function update(next: AuthSnapshot) {
    const previous = getAuthSnapshot();
    if (previous.token !== next.token) store.set(storageKeys.token, next.token);
    if (previous.user !== next.user)
      store.set(storageKeys.user, next.user ? JSON.stringify(next.user) : null);
    snapshot = next;
    for (const listener of listeners) listener(next);
  }

  function subscribe(listener: (snapshot: AuthSnapshot) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { getAuthSnapshot, update, subscribe };
}
