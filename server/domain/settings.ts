import type { Db } from '../db/database';

/** Defaults of 002 §9; the admin issue exposes them for editing. */
export const defaultSettings = {
  security: { maxLoginAttempts: 5, lockoutDuration: 15 },
  general: { maintenanceMode: false },
  buyMeCoffee: { qrUrl: null as string | null },
  /**
   * 002 §3 verification: autoVerify per account kind approves an application on
   * submission (recorded as automatic); a pending one older than verificationTimeout days
   * is flagged in the admin's queue.
   */
  verification: {
    autoVerify: {
      doctor: false,
      patient: false,
      hospital: false,
      lab: false,
      pharmacy: false,
      ambulance: false,
    },
    verificationTimeout: 7,
  },
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
