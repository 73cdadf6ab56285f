import { readFileSync } from 'node:fs';
import type {
  SettingsForm,
  SettingsGroup,
  SystemSettings,
  UpdateSettingsRequest,
} from '@contract/admin-settings';
import { settingsGroups } from '@contract/admin-settings';
import type { Db } from '../db/database';
import { audit } from './audit';
import type { MaintenanceSwitch } from './maintenance';
import { defaultSettings, getSetting, setSetting, type Settings } from './settings';

/**
 * The admin's system settings (issue 14): every group read at once, the changed groups
 * saved whole, the defaults restored. Each changed field is audited with its old and new
 * value; maintenance mode goes through the maintenance switch, so it takes effect at once.
 */

/** The running app's version, from package.json (read-only on the Settings screen). */
export const appVersion: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    return typeof pkg.version === 'string' ? pkg.version : '1.0.0';
  } catch {
    return '1.0.0';
  }
})();

export async function readSystemSettings(db: Db): Promise<SystemSettings> {
  const [general, security, notifications, verification, subscription, backup] = await Promise.all([
    getSetting(db, 'general'),
    getSetting(db, 'security'),
    getSetting(db, 'notifications'),
    getSetting(db, 'verification'),
    getSetting(db, 'subscription'),
    getSetting(db, 'backup'),
  ]);
  return {
    general: {
      appName: general.appName,
      maintenanceMode: general.maintenanceMode,
      allowRegistration: general.allowRegistration,
      requireEmailVerification: general.requireEmailVerification,
      maxFileUploadSize: general.maxFileUploadSize,
      sessionTimeout: general.sessionTimeout,
      defaultLanguage: general.defaultLanguage,
      appVersion,
    },
    security: { ...security },
    notifications: { ...notifications },
    verification: {
      ...verification,
      autoVerify: { ...defaultSettings.verification.autoVerify, ...verification.autoVerify },
    },
    subscription: { ...subscription, plans: subscription.plans.map((p) => ({ ...p })) },
    backup: {
      autoBackup: backup.autoBackup,
      backupFrequency: backup.backupFrequency,
      retentionPeriod: backup.retentionPeriod,
      cloudBackup: backup.cloudBackup,
      encryptBackups: backup.encryptBackups,
      lastBackup: backup.lastBackup,
    },
  };
}

type Change = { field: string; old: unknown; new: unknown };

/** The leaves that differ between two values of a group (a list is one leaf). */
function changesOf(prefix: string, before: unknown, after: unknown): Change[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    return Object.keys(after).flatMap((key) =>
      changesOf(`${prefix}.${key}`, before[key], after[key]),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ field: prefix, old: before, new: after }];
}

type Actor = { id: string; role: string };
type Deps = { db: Db; maintenance: MaintenanceSwitch };

/**
 * Saves `groups` (each whole, already checked by the contract) over what is stored: the
 * stored fields this screen does not edit (the last backup's time) are kept. One audit
 * row per changed field.
 */
export async function saveSystemSettings(
  { db, maintenance }: Deps,
  groups: UpdateSettingsRequest | SettingsForm,
  actor: Actor,
  ip: string,
  reason: 'update' | 'restore-defaults' = 'update',
): Promise<SystemSettings> {
  const before = await readSystemSettings(db);
  const changes: Change[] = [];
  await db.transaction().execute(async (trx) => {
    for (const group of settingsGroups) {
      const next = groups[group];
      if (!next) continue;
      const found = changesOf(group, editable(before, group), next);
      if (found.length === 0) continue;
      changes.push(...found);
      const stored = await getSetting(trx, group);
      await setSetting(trx, group, { ...stored, ...next } as Settings[typeof group]);
    }
  });
  const maintenanceChange = changes.find((c) => c.field === 'general.maintenanceMode');
  if (maintenanceChange) await maintenance.set(maintenanceChange.new === true);
  for (const change of changes) {
    await audit(db, {
      actor,
      action: 'update',
      subjectType: 'settings',
      subjectId: change.field,
      ip,
      details: { old: change.old, new: change.new, ...(reason === 'update' ? {} : { reason }) },
    });
  }
  return readSystemSettings(db);
}

/** A group as the admin edits it: without the read-only fields. */
function editable(settings: SystemSettings, group: SettingsGroup): unknown {
  if (group === 'general') {
    const { appVersion: _version, ...rest } = settings.general;
    return rest;
  }
  if (group === 'backup') {
    const { lastBackup: _last, ...rest } = settings.backup;
    return rest;
  }
  return settings[group];
}

/** Every editable group at its default (002 §9); the last backup's time is kept. */
export function defaultGroups(): SettingsForm {
  const { lastBackup: _last, ...backup } = defaultSettings.backup;
  return {
    general: { ...defaultSettings.general },
    security: { ...defaultSettings.security },
    notifications: { ...defaultSettings.notifications },
    verification: {
      ...defaultSettings.verification,
      autoVerify: { ...defaultSettings.verification.autoVerify },
    },
    subscription: {
      ...defaultSettings.subscription,
      plans: defaultSettings.subscription.plans.map((p) => ({ ...p })),
    },
    backup,
  };
}
