import { defaultSettings, setSetting, type Settings } from '../../../domain/settings';
import type { Db } from '../../../db/database';

/** Sets some of a group's settings over their defaults (the admin's Settings screen does this). */
export async function configure<K extends 'general' | 'security'>(
  db: Db,
  key: K,
  values: Partial<Settings[K]>,
) {
  await setSetting(db, key, { ...defaultSettings[key], ...values });
}

/** Every group back to its defaults, between tests. */
export async function restoreDefaults(db: Db) {
  await setSetting(db, 'general', defaultSettings.general);
  await setSetting(db, 'security', defaultSettings.security);
}
