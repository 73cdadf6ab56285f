import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * System settings (issue 14; 002 §2 Admin portal, §3 system settings groups, §5 bounds,
 * §9 defaults). The admin reads every group, saves the groups that changed, or restores
 * the defaults. Each bound's message is a catalogue code, so the form and the server
 * word a value out of range the same way, on its field.
 */

// ---- Bounds (002 §5) ----

export const settingsBounds = {
  maxFileUploadSize: { min: 1, max: 100 },
  sessionTimeout: { min: 5, max: 480 },
  passwordMinLength: { min: 6, max: 20 },
  maxLoginAttempts: { min: 3, max: 10 },
  lockoutDuration: { min: 5, max: 60 },
  verificationTimeout: { min: 1, max: 30 },
  freeTrialDays: { min: 0, max: 90 },
  gracePeriodDays: { min: 0, max: 30 },
  refundPeriodDays: { min: 0, max: 30 },
  retentionPeriod: { min: 1, max: 365 },
} as const;
type Bounded = keyof typeof settingsBounds;

/** A whole number within its setting's bounds; anything else is `code` on that field. */
const bounded = (name: Bounded, code: string) =>
  z
    .number({ error: code })
    .int(code)
    .min(settingsBounds[name].min, code)
    .max(settingsBounds[name].max, code);

export const APP_NAME_MAX = 60;
export const PLAN_NAME_MAX = 40;
/** A plan's price in whole rupees (NPR, no decimals, 002 §9). */
export const PLAN_PRICE_MAX = 1_000_000;
export const PLAN_DURATION_MAX = 3650;
export const PLANS_MAX = 10;

export const languages = ['en', 'ne'] as const;
export const backupFrequencies = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export const autoVerifyKinds = [
  'doctor',
  'patient',
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
] as const;

// ---- Groups as the admin edits them ----

export const generalSettingsInput = z.object({
  appName: z.string().trim().min(1, 'SETTING_APP_NAME_REQUIRED').max(APP_NAME_MAX, 'TOO_LONG'),
  maintenanceMode: z.boolean(),
  allowRegistration: z.boolean(),
  requireEmailVerification: z.boolean(),
  maxFileUploadSize: bounded('maxFileUploadSize', 'SETTING_UPLOAD_SIZE_RANGE'),
  sessionTimeout: bounded('sessionTimeout', 'SETTING_SESSION_TIMEOUT_RANGE'),
  defaultLanguage: z.enum(languages),
});

export const securitySettings = z.object({
  passwordMinLength: bounded('passwordMinLength', 'SETTING_PASSWORD_LENGTH_RANGE'),
  requireSpecialChars: z.boolean(),
  requireNumbers: z.boolean(),
  requireUppercase: z.boolean(),
  maxLoginAttempts: bounded('maxLoginAttempts', 'SETTING_LOGIN_ATTEMPTS_RANGE'),
  lockoutDuration: bounded('lockoutDuration', 'SETTING_LOCKOUT_RANGE'),
  twoFactorAuth: z.boolean(),
  encryptionEnabled: z.boolean(),
});

export const notificationSettings = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  emergencyAlerts: z.boolean(),
  appointmentReminders: z.boolean(),
  medicationReminders: z.boolean(),
  systemUpdates: z.boolean(),
});

export const verificationSettings = z.object({
  autoVerify: z.object({
    doctor: z.boolean(),
    patient: z.boolean(),
    hospital: z.boolean(),
    lab: z.boolean(),
    pharmacy: z.boolean(),
    ambulance: z.boolean(),
  }),
  requireDocumentUpload: z.boolean(),
  verificationTimeout: bounded('verificationTimeout', 'SETTING_VERIFICATION_TIMEOUT_RANGE'),
  nmcApiEnabled: z.boolean(),
});

export const subscriptionPlan = z.object({
  name: z.string().trim().min(1, 'SETTING_PLAN_NAME_REQUIRED').max(PLAN_NAME_MAX, 'TOO_LONG'),
  price: z
    .number({ error: 'SETTING_PLAN_PRICE_INVALID' })
    .int('SETTING_PLAN_PRICE_INVALID')
    .min(0, 'SETTING_PLAN_PRICE_INVALID')
    .max(PLAN_PRICE_MAX, 'SETTING_PLAN_PRICE_INVALID'),
  durationDays: z
    .number({ error: 'SETTING_PLAN_DURATION_INVALID' })
    .int('SETTING_PLAN_DURATION_INVALID')
    .min(1, 'SETTING_PLAN_DURATION_INVALID')
    .max(PLAN_DURATION_MAX, 'SETTING_PLAN_DURATION_INVALID'),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const subscriptionSettings = z.object({
  freeTrialDays: bounded('freeTrialDays', 'SETTING_FREE_TRIAL_RANGE'),
  gracePeriodDays: bounded('gracePeriodDays', 'SETTING_GRACE_PERIOD_RANGE'),
  autoRenewal: z.boolean(),
  prorationEnabled: z.boolean(),
  refundPeriodDays: bounded('refundPeriodDays', 'SETTING_REFUND_PERIOD_RANGE'),
  plans: z.array(subscriptionPlan).min(1, 'SETTING_PLANS_REQUIRED').max(PLANS_MAX, 'TOO_LONG'),
});

export const backupSettingsInput = z.object({
  autoBackup: z.boolean(),
  backupFrequency: z.enum(backupFrequencies),
  retentionPeriod: bounded('retentionPeriod', 'SETTING_RETENTION_RANGE'),
  cloudBackup: z.boolean(),
  encryptBackups: z.boolean(),
});

/** Every editable group: what the Settings screen's one form holds. */
export const settingsForm = z.object({
  general: generalSettingsInput,
  security: securitySettings,
  notifications: notificationSettings,
  verification: verificationSettings,
  subscription: subscriptionSettings,
  backup: backupSettingsInput,
});
export type SettingsForm = z.infer<typeof settingsForm>;
export type SettingsGroup = keyof SettingsForm;
export const settingsGroups = Object.keys(settingsForm.shape) as SettingsGroup[];

/** `PUT /api/admin/settings`: the groups that changed, each whole; at least one. */
export const updateSettingsRequest = settingsForm
  .partial()
  .refine((body) => Object.values(body).some((group) => group !== undefined), {
    message: 'SETTINGS_NOTHING_TO_SAVE',
  });
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;

// ---- What the server answers ----

/** Every group as stored, plus what the admin cannot edit here (app version, last backup). */
export const systemSettings = settingsForm.extend({
  general: generalSettingsInput.extend({ appVersion: z.string() }),
  backup: backupSettingsInput.extend({ lastBackup: z.iso.datetime().nullable() }),
});
export type SystemSettings = z.infer<typeof systemSettings>;

export const systemSettingsResponse = successEnvelope(z.object({ settings: systemSettings }));
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponse>;

/**
 * Every editable setting at its default (002 §3 groups, §9 values): the server starts from
 * these and the mocks answer with them, so the two cannot drift.
 */
export const settingsDefaults = {
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
};
