import type { Db } from '../db/database';

/**
 * Every system setting with its default (002 §3 groups, §9 defaults). The admin's
 * Settings screen edits them (issue 14); each is enforced where it applies. A stored
 * group is merged over its defaults, so a group gains new fields without a migration.
 */
export const defaultSettings = {
  general: {
    appName: 'Ujyalo Health',
    maintenanceMode: false,
    allowRegistration: true,
    requireEmailVerification: false,
    /** Each upload's limit in MB (1-100); a file type's own lower limit still applies. */
    maxFileUploadSize: 10,
    /** Minutes a session may stay idle before it ends (5-480). */
    sessionTimeout: 30,
    /** The interface language of a first visit. */
    defaultLanguage: 'en' as 'en' | 'ne',
  },
  security: {
    passwordMinLength: 8,
    requireSpecialChars: false,
    requireNumbers: false,
    requireUppercase: false,
    maxLoginAttempts: 5,
    lockoutDuration: 15,
    twoFactorAuth: false,
    encryptionEnabled: true,
  },
  notifications: {
    email: true,
    push: true,
    sms: false,
    emergencyAlerts: true,
    appointmentReminders: true,
    medicationReminders: true,
    systemUpdates: true,
  },
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
    requireDocumentUpload: true,
    verificationTimeout: 7,
    nmcApiEnabled: false,
  },
  subscription: {
    freeTrialDays: 30,
    gracePeriodDays: 7,
    autoRenewal: true,
    prorationEnabled: true,
    refundPeriodDays: 14,
    plans: [
      { name: 'Basic', price: 999, durationDays: 30 },
      { name: 'Premium', price: 1999, durationDays: 30 },
      { name: 'Enterprise', price: 4999, durationDays: 30 },
    ],
  },
  backup: {
    autoBackup: true,
    backupFrequency: 'daily' as 'hourly' | 'daily' | 'weekly' | 'monthly',
    retentionPeriod: 30,
    cloudBackup: false,
    encryptBackups: false,
    lastBackup: null as string | null,
  },
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
