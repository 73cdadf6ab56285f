import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'admin.settings.title', defaultMessage: 'System Settings' },
  description: {
    id: 'admin.settings.description',
    defaultMessage: 'Configure how Ujyalo Health works for everyone.',
  },
  tabs: { id: 'admin.settings.tabs', defaultMessage: 'Settings groups' },
  general: { id: 'admin.settings.general', defaultMessage: 'General' },
  security: { id: 'admin.settings.security', defaultMessage: 'Security' },
  notifications: { id: 'admin.settings.notifications', defaultMessage: 'Notifications' },
  verification: { id: 'admin.settings.verification', defaultMessage: 'Verification' },
  subscription: { id: 'admin.settings.subscription', defaultMessage: 'Subscription' },
  backup: { id: 'admin.settings.backup', defaultMessage: 'Backup' },
  save: { id: 'admin.settings.save', defaultMessage: 'Save Changes' },
  unsaved: { id: 'admin.settings.unsaved', defaultMessage: 'You have unsaved changes.' },
  saved: { id: 'admin.settings.saved', defaultMessage: 'Settings saved successfully!' },
  saveFailed: {
    id: 'admin.settings.saveFailed',
    defaultMessage: 'Failed to save settings. Please try again.',
  },
  restore: { id: 'admin.settings.restore', defaultMessage: 'Restore Defaults' },
  restoreTitle: { id: 'admin.settings.restoreTitle', defaultMessage: 'Restore default settings?' },
  restoreConfirm: {
    id: 'admin.settings.restoreConfirm',
    defaultMessage:
      'Are you sure you want to restore default settings? This action cannot be undone.',
  },
  restored: { id: 'admin.settings.restored', defaultMessage: 'Default settings restored.' },
  cancel: { id: 'admin.settings.cancel', defaultMessage: 'Cancel' },
  loading: { id: 'admin.settings.loading', defaultMessage: 'Loading settings…' },
  loadFailed: {
    id: 'admin.settings.loadFailed',
    defaultMessage: 'The settings could not be loaded',
  },
  // General
  appName: { id: 'admin.settings.appName', defaultMessage: 'Application name' },
  appVersion: { id: 'admin.settings.appVersion', defaultMessage: 'App version' },
  maintenanceMode: { id: 'admin.settings.maintenanceMode', defaultMessage: 'Maintenance mode' },
  maintenanceHint: {
    id: 'admin.settings.maintenanceHint',
    defaultMessage: 'Only administrators can use the app while it is on.',
  },
  allowRegistration: {
    id: 'admin.settings.allowRegistration',
    defaultMessage: 'Allow new registrations',
  },
  requireEmailVerification: {
    id: 'admin.settings.requireEmailVerification',
    defaultMessage: 'Require email verification',
  },
  maxFileUploadSize: {
    id: 'admin.settings.maxFileUploadSize',
    defaultMessage: 'Max file upload size (MB)',
  },
  maxFileUploadSizeHint: {
    id: 'admin.settings.maxFileUploadSizeHint',
    defaultMessage: 'From 1 to 100 MB. A file type with a lower limit keeps its own.',
  },
  sessionTimeout: {
    id: 'admin.settings.sessionTimeout',
    defaultMessage: 'Session timeout (minutes)',
  },
  sessionTimeoutHint: {
    id: 'admin.settings.sessionTimeoutHint',
    defaultMessage: 'From 5 to 480 minutes without activity.',
  },
  defaultLanguage: { id: 'admin.settings.defaultLanguage', defaultMessage: 'Default language' },
  english: { id: 'admin.settings.english', defaultMessage: 'English' },
  nepali: { id: 'admin.settings.nepali', defaultMessage: 'Nepali (नेपाली)' },
  // Security
  passwordMinLength: {
    id: 'admin.settings.passwordMinLength',
    defaultMessage: 'Minimum password length',
  },
  requireSpecialChars: {
    id: 'admin.settings.requireSpecialChars',
    defaultMessage: 'Require special characters',
  },
  requireNumbers: { id: 'admin.settings.requireNumbers', defaultMessage: 'Require numbers' },
  requireUppercase: {
    id: 'admin.settings.requireUppercase',
    defaultMessage: 'Require uppercase letters',
  },
  maxLoginAttempts: { id: 'admin.settings.maxLoginAttempts', defaultMessage: 'Max login attempts' },
  lockoutDuration: {
    id: 'admin.settings.lockoutDuration',
    defaultMessage: 'Lockout duration (minutes)',
  },
  twoFactorAuth: {
    id: 'admin.settings.twoFactorAuth',
    defaultMessage: 'Two-factor authentication',
  },
  encryptionEnabled: { id: 'admin.settings.encryptionEnabled', defaultMessage: 'Data encryption' },
  // Notifications
  email: { id: 'admin.settings.email', defaultMessage: 'Email notifications' },
  push: { id: 'admin.settings.push', defaultMessage: 'Push notifications' },
  sms: { id: 'admin.settings.sms', defaultMessage: 'SMS notifications' },
  emergencyAlerts: { id: 'admin.settings.emergencyAlerts', defaultMessage: 'Emergency alerts' },
  appointmentReminders: {
    id: 'admin.settings.appointmentReminders',
    defaultMessage: 'Appointment reminders',
  },
  medicationReminders: {
    id: 'admin.settings.medicationReminders',
    defaultMessage: 'Medication reminders',
  },
  systemUpdates: { id: 'admin.settings.systemUpdates', defaultMessage: 'System updates' },
  // Verification
  autoVerify: { id: 'admin.settings.autoVerify', defaultMessage: 'Approve automatically' },
  autoVerifyDoctor: { id: 'admin.settings.autoVerifyDoctor', defaultMessage: 'Doctors' },
  autoVerifyPatient: { id: 'admin.settings.autoVerifyPatient', defaultMessage: 'Patients' },
  autoVerifyHospital: { id: 'admin.settings.autoVerifyHospital', defaultMessage: 'Hospitals' },
  autoVerifyLab: { id: 'admin.settings.autoVerifyLab', defaultMessage: 'Labs' },
  autoVerifyPharmacy: { id: 'admin.settings.autoVerifyPharmacy', defaultMessage: 'Pharmacies' },
  autoVerifyAmbulance: { id: 'admin.settings.autoVerifyAmbulance', defaultMessage: 'Ambulances' },
  requireDocumentUpload: {
    id: 'admin.settings.requireDocumentUpload',
    defaultMessage: 'Require document upload',
  },
  verificationTimeout: {
    id: 'admin.settings.verificationTimeout',
    defaultMessage: 'Verification timeout (days)',
  },
  nmcApiEnabled: { id: 'admin.settings.nmcApiEnabled', defaultMessage: 'NMC API lookup' },
  // Subscription
  freeTrialDays: { id: 'admin.settings.freeTrialDays', defaultMessage: 'Free trial (days)' },
  gracePeriodDays: { id: 'admin.settings.gracePeriodDays', defaultMessage: 'Grace period (days)' },
  autoRenewal: { id: 'admin.settings.autoRenewal', defaultMessage: 'Automatic renewal' },
  prorationEnabled: { id: 'admin.settings.prorationEnabled', defaultMessage: 'Proration' },
  refundPeriodDays: {
    id: 'admin.settings.refundPeriodDays',
    defaultMessage: 'Refund period (days)',
  },
  plans: { id: 'admin.settings.plans', defaultMessage: 'Subscription plans' },
  planName: { id: 'admin.settings.planName', defaultMessage: 'Plan name' },
  planPrice: { id: 'admin.settings.planPrice', defaultMessage: 'Price (NPR)' },
  planDuration: { id: 'admin.settings.planDuration', defaultMessage: 'Duration (days)' },
  addPlan: { id: 'admin.settings.addPlan', defaultMessage: 'Add plan' },
  // Backup
  autoBackup: { id: 'admin.settings.autoBackup', defaultMessage: 'Automatic backup' },
  backupFrequency: { id: 'admin.settings.backupFrequency', defaultMessage: 'Backup frequency' },
  hourly: { id: 'admin.settings.hourly', defaultMessage: 'Hourly' },
  daily: { id: 'admin.settings.daily', defaultMessage: 'Daily' },
  weekly: { id: 'admin.settings.weekly', defaultMessage: 'Weekly' },
  monthly: { id: 'admin.settings.monthly', defaultMessage: 'Monthly' },
  retentionPeriod: {
    id: 'admin.settings.retentionPeriod',
    defaultMessage: 'Retention period (days)',
  },
  cloudBackup: { id: 'admin.settings.cloudBackup', defaultMessage: 'Cloud backup' },
  encryptBackups: { id: 'admin.settings.encryptBackups', defaultMessage: 'Encrypt backups' },
  lastBackup: { id: 'admin.settings.lastBackup', defaultMessage: 'Last backup' },
  neverBackedUp: { id: 'admin.settings.neverBackedUp', defaultMessage: 'No backup yet' },
});

export const numberedMessages = defineMessages<
  Record<'planHeading' | 'removePlan', { number: string }>
>({
  planHeading: { id: 'admin.settings.planHeading', defaultMessage: 'Plan {number}' },
  removePlan: { id: 'admin.settings.removePlan', defaultMessage: 'Remove plan {number}' },
});
