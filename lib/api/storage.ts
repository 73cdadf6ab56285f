/** The part of Web Storage the client uses; injectable so node tests need no shim. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Browser-storage keys (000 §9). The refresh token is an httpOnly cookie, never stored here. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  language: 'language',
  /** The consent dialog's accepted flag (000 §4, §9). */
  consent: 'consentAccepted',
} as const;

/** localStorage when the platform has one and allows it (private modes may throw). */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Storage that never throws: a full or blocked storage degrades to memory only. */
export function safeStorage(storage: KeyValueStorage | null) {
  return {
    get(key: string): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string | null): void {
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the in-memory copy still holds the value.
      }
    },
  };
}

/** A Map-backed storage, for tests and for platforms without localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
