import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPrivateData, privateDataUpdatedAt } from './private-data';

/** A Cache Storage with named caches of answers stamped with their `Date`. */
function fakeCaches(named: Record<string, string[]>) {
  const store = new Map(
    Object.entries(named).map(([name, dates]) => [
      name,
      dates.map((date, i) => ({
        request: new Request(`http://localhost/api/appointments?page=${i}`),
        response: new Response('{}', { headers: { date } }),
      })),
    ]),
  );
  return {
    keys: async () => [...store.keys()],
    has: async (name: string) => store.has(name),
    delete: async (name: string) => store.delete(name),
    open: async (name: string) => {
      const entries = store.get(name) ?? [];
      return {
        keys: async () => entries.map((e) => e.request),
        match: async (request: Request) => entries.find((e) => e.request === request)?.response,
      };
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('private data kept for offline reading', () => {
  it('is removed on clearing, and only it: the app precache stays', async () => {
    const storage = fakeCaches({
      'ujyalo-private': ['Wed, 25 Nov 2026 04:00:00 GMT'],
      'workbox-precache-v2': [],
    });
    vi.stubGlobal('caches', storage);
    await clearPrivateData();
    expect(await storage.keys()).toEqual(['workbox-precache-v2']);
    expect(await privateDataUpdatedAt()).toBeNull();
  });

  it('is as old as its oldest answer', async () => {
    vi.stubGlobal(
      'caches',
      fakeCaches({
        'ujyalo-private': ['Wed, 25 Nov 2026 04:00:00 GMT', 'Tue, 24 Nov 2026 09:30:00 GMT'],
      }),
    );
    expect(await privateDataUpdatedAt()).toEqual(new Date('2026-11-24T09:30:00Z'));
  });

  it('is nothing where the browser keeps no caches', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearPrivateData()).resolves.toBeUndefined();
    expect(await privateDataUpdatedAt()).toBeNull();
  });
});
