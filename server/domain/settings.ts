import { settingsDefaults } from '@contract/admin-settings';
import type { Db } from '../db/database';

/**
 * Every system setting with its default (002 §3 groups, §9 defaults). The admin's
 * Settings screen edits them (issue 14); each is enforced where it applies. A stored
 * group is merged over its defaults, so a group gains new fields without a migration.
 */
export const defaultSettings = {
  ...settingsDefaults,
  buyMeCoffee: { qrUrl: null as string | null },
  /**
   * What one request's files may total (issue 13 §5): each file has its own limit in the
   * contract, and this bounds a request of several (a booking's five 5 MB documents).
   */
  uploads: { maxRequestMegabytes: 20 },
};
export type Settings = typeof defaultSettings;

export async function getSetting<K extends keyof Settings>(db: Db, key: K): Promise<Settings[K]> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return { ...defaultSettings[key], ...((row?.value as object | undefined) ?? {}) } as Settings[K];
}

export async function setSetting<K extends keyof Settings>(db: Db, key: K, value: Settings[K]) {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
    )
    .execute();
}
