/**
 * The patient's answers the service worker keeps for reading offline (ADR 0046): its
 * runtime cache of that name (vite.config.ts) holds the appointments list, the
 * prescriptions list and prescription PDFs, nothing else under /api.
 */
export const PRIVATE_CACHE = 'ujyalo-private';

const cacheStorage = (): CacheStorage | undefined =>
  typeof caches === 'undefined' ? undefined : caches;

/**
 * Removes every private thing the browser keeps for offline reading. Called when a
 * session ends or another one begins: the next person on this phone reads nothing of it.
 * Cache Storage is the origin's, shared with the service worker, so this empties its
 * cache too; a failure (storage blocked) leaves nothing to remove.
 */
export async function clearPrivateData(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(PRIVATE_CACHE)).map((name) => storage.delete(name)),
    );
  } catch {
    // Storage unavailable (private mode, blocked): nothing was kept either.
  }
}

/**
 * When the kept answers were fetched: the oldest `Date` the server stamped on them, so a
 * banner never claims fresher data than it shows; null when nothing is kept.
 */
export async function privateDataUpdatedAt(): Promise<Date | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    if (!(await storage.has(PRIVATE_CACHE))) return null;
    const cache = await storage.open(PRIVATE_CACHE);
    let oldest: number | null = null;
    for (const request of await cache.keys()) {
      const stamped = Date.parse((await cache.match(request))?.headers.get('date') ?? '');
      if (Number.isFinite(stamped) && (oldest === null || stamped < oldest)) oldest = stamped;
    }
    return oldest === null ? null : new Date(oldest);
  } catch {
    return null;
  }
}
