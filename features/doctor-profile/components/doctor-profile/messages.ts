import { defineMessages, type NoMessageValues } from 'react-intl';

/** The profile editor's header, tabs and banners (001 §2.12, §8). */
export const messages = defineMessages<{
  title: NoMessageValues;
  preview: NoMessageValues;
  edit: NoMessageValues;
  cancel: NoMessageValues;
  save: NoMessageValues;
  saved: { section: string | number };
  tabs: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  loadFailedRetry: NoMessageValues;
  retry: NoMessageValues;
  notADoctor: NoMessageValues;
  notADoctorText: NoMessageValues;
  saveFailed: { section: string | number };
  saveFailedRetry: { section: string | number };
  slotEmpty: NoMessageValues;
}>({
  title: { id: 'doctorProfile.editor.title', defaultMessage: 'My Profile' },
  preview: { id: 'doctorProfile.editor.preview', defaultMessage: 'Preview Profile' },
  edit: { id: 'doctorProfile.editor.edit', defaultMessage: 'Edit Profile' },
  cancel: { id: 'doctorProfile.editor.cancel', defaultMessage: 'Cancel' },
  save: { id: 'doctorProfile.editor.save', defaultMessage: 'Save Changes' },
  saved: { id: 'doctorProfile.editor.saved', defaultMessage: '{section} saved' },
  tabs: { id: 'doctorProfile.editor.tabs', defaultMessage: 'Profile sections' },
  loading: { id: 'doctorProfile.editor.loading', defaultMessage: 'Loading...' },
  loadFailed: {
    id: 'doctorProfile.editor.loadFailed',
    defaultMessage: 'Failed to load profile data',
  },
  loadFailedRetry: {
    id: 'doctorProfile.editor.loadFailedRetry',
    defaultMessage: 'Failed to load profile data. Please try again.',
  },
  retry: { id: 'doctorProfile.editor.retry', defaultMessage: 'Retry' },
  notADoctor: { id: 'doctorProfile.editor.notADoctor', defaultMessage: 'User is not a doctor' },
  notADoctorText: {
    id: 'doctorProfile.editor.notADoctorText',
    defaultMessage:
      'This profile belongs to the doctor portal. Sign in with a doctor account to edit it.',
  },
  saveFailed: { id: 'doctorProfile.editor.saveFailed', defaultMessage: 'Failed to save {section}' },
  saveFailedRetry: {
    id: 'doctorProfile.editor.saveFailedRetry',
    defaultMessage: 'Failed to save {section}. Please try again.',
  },
  slotEmpty: { id: 'doctorProfile.editor.slotEmpty', defaultMessage: 'Nothing to show here yet.' },
});

export const tabMessages = defineMessages<{
  basic: NoMessageValues;
  nmc: NoMessageValues;
  education: NoMessageValues;
  experience: NoMessageValues;
  research: NoMessageValues;
  achievements: NoMessageValues;
  bio: NoMessageValues;
  socialMedia: NoMessageValues;
  schedule: NoMessageValues;
  records: NoMessageValues;
  prescriptions: NoMessageValues;
  emergencies: NoMessageValues;
}>({
  basic: { id: 'doctorProfile.tab.basic', defaultMessage: 'Basic Info' },
  nmc: { id: 'doctorProfile.tab.nmc', defaultMessage: 'NMC Verification' },
  education: { id: 'doctorProfile.tab.education', defaultMessage: 'Education' },
  experience: { id: 'doctorProfile.tab.experience', defaultMessage: 'Experience' },
  research: { id: 'doctorProfile.tab.research', defaultMessage: 'Research' },
  achievements: { id: 'doctorProfile.tab.achievements', defaultMessage: 'Achievements' },
  bio: { id: 'doctorProfile.tab.bio', defaultMessage: 'Bio' },
  socialMedia: { id: 'doctorProfile.tab.socialMedia', defaultMessage: 'Social Media' },
  schedule: { id: 'doctorProfile.tab.schedule', defaultMessage: 'Schedule' },
  records: { id: 'doctorProfile.tab.records', defaultMessage: 'Medical Records' },
  prescriptions: { id: 'doctorProfile.tab.prescriptions', defaultMessage: 'Prescriptions' },
  emergencies: { id: 'doctorProfile.tab.emergencies', defaultMessage: 'Emergency History' },
});
