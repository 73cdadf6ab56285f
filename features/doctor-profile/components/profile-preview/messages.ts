import { defineMessages, type NoMessageValues } from 'react-intl';

/** The read-only preview (001 §2.12). */
export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  name: { name: string | number };
  years: { years: string | number };
  verified: NoMessageValues;
  pending: NoMessageValues;
  about: NoMessageValues;
  education: NoMessageValues;
  positions: NoMessageValues;
  specializations: NoMessageValues;
  languages: NoMessageValues;
  nothing: NoMessageValues;
  positionAt: { position: string | number; hospital: string | number };
  close: NoMessageValues;
  documents: NoMessageValues;
  documentsPrivate: NoMessageValues;
  openDocument: { name: string | number };
  openFailed: NoMessageValues;
}>({
  documents: {
    id: 'doctorProfile.preview.documents',
    defaultMessage: 'Certificates and documents',
  },
  documentsPrivate: {
    id: 'doctorProfile.preview.documentsPrivate',
    defaultMessage: 'Only you and the admins who review your profile can open these.',
  },
  openDocument: { id: 'doctorProfile.preview.openDocument', defaultMessage: 'Open {name}' },
  openFailed: {
    id: 'doctorProfile.preview.openFailed',
    defaultMessage: 'The file could not be opened. Please try again.',
  },
  title: { id: 'doctorProfile.preview.title', defaultMessage: 'Profile preview' },
  description: {
    id: 'doctorProfile.preview.description',
    defaultMessage: 'How patients see your profile.',
  },
  name: { id: 'doctorProfile.preview.name', defaultMessage: 'Dr. {name}' },
  years: {
    id: 'doctorProfile.preview.years',
    defaultMessage: '{years, plural, one {# year} other {# years}} of experience',
  },
  verified: { id: 'doctorProfile.preview.verified', defaultMessage: 'Verified' },
  pending: { id: 'doctorProfile.preview.pending', defaultMessage: 'Pending verification' },
  about: { id: 'doctorProfile.preview.about', defaultMessage: 'About' },
  education: { id: 'doctorProfile.preview.education', defaultMessage: 'Education' },
  positions: { id: 'doctorProfile.preview.positions', defaultMessage: 'Current positions' },
  specializations: {
    id: 'doctorProfile.preview.specializations',
    defaultMessage: 'Specializations',
  },
  languages: { id: 'doctorProfile.preview.languages', defaultMessage: 'Languages' },
  positionAt: { id: 'doctorProfile.preview.positionAt', defaultMessage: '{position}, {hospital}' },
  nothing: { id: 'doctorProfile.preview.nothing', defaultMessage: 'Not added yet' },
  close: { id: 'doctorProfile.preview.close', defaultMessage: 'Close' },
});
