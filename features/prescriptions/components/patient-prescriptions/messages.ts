import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  searchLabel: { id: 'prescriptions.patient.searchLabel', defaultMessage: 'Search prescriptions' },
  searchPlaceholder: {
    id: 'prescriptions.patient.searchPlaceholder',
    defaultMessage: 'Doctor, hospital, diagnosis or medicine',
  },
  stats: { id: 'prescriptions.patient.stats', defaultMessage: 'Your prescriptions in numbers' },
  statActive: { id: 'prescriptions.patient.statActive', defaultMessage: 'Active' },
  statCompleted: { id: 'prescriptions.patient.statCompleted', defaultMessage: 'Completed' },
  statExpired: { id: 'prescriptions.patient.statExpired', defaultMessage: 'Expired' },
  statUploaded: { id: 'prescriptions.patient.statUploaded', defaultMessage: 'Uploaded by you' },
  fromDoctors: { id: 'prescriptions.patient.fromDoctors', defaultMessage: 'From your doctors' },
  filter: { id: 'prescriptions.patient.filter', defaultMessage: 'Show prescriptions' },
  all: { id: 'prescriptions.patient.all', defaultMessage: 'All' },
  active: { id: 'prescriptions.patient.active', defaultMessage: 'Active' },
  completed: { id: 'prescriptions.patient.completed', defaultMessage: 'Completed' },
  expired: { id: 'prescriptions.patient.expired', defaultMessage: 'Expired' },
  loading: { id: 'prescriptions.patient.loading', defaultMessage: 'Loading your prescriptions…' },
  failed: {
    id: 'prescriptions.patient.failed',
    defaultMessage: 'Failed to load prescriptions. Please try again later.',
  },
  empty: {
    id: 'prescriptions.patient.empty',
    defaultMessage: 'No prescriptions found for the selected criteria.',
  },
  emptyHint: {
    id: 'prescriptions.patient.emptyHint',
    defaultMessage: 'Prescriptions your doctors write after a visit appear here.',
  },
  date: { id: 'prescriptions.patient.date', defaultMessage: 'Date' },
  doctor: { id: 'prescriptions.patient.doctor', defaultMessage: 'Doctor' },
  hospital: { id: 'prescriptions.patient.hospital', defaultMessage: 'Hospital' },
  diagnosis: { id: 'prescriptions.patient.diagnosis', defaultMessage: 'Diagnosis' },
  validUntil: { id: 'prescriptions.patient.validUntil', defaultMessage: 'Valid until' },
  expiringSoon: { id: 'prescriptions.patient.expiringSoon', defaultMessage: 'Expiring soon' },
  medications: { id: 'prescriptions.patient.medications', defaultMessage: 'Medications' },
  viewDetails: { id: 'prescriptions.patient.viewDetails', defaultMessage: 'View details' },
  uploadedTitle: { id: 'prescriptions.patient.uploadedTitle', defaultMessage: 'Uploaded by you' },
  uploadedHint: {
    id: 'prescriptions.patient.uploadedHint',
    defaultMessage:
      'Paper prescriptions you added yourself. They are kept apart from e-prescriptions.',
  },
  uploadedEmpty: {
    id: 'prescriptions.patient.uploadedEmpty',
    defaultMessage: 'You have not uploaded any prescriptions yet.',
  },
  uploadedFailed: {
    id: 'prescriptions.patient.uploadedFailed',
    defaultMessage: 'Your uploaded prescriptions could not be loaded.',
  },
  uploadedBadge: { id: 'prescriptions.patient.uploadedBadge', defaultMessage: 'Uploaded' },
  file: { id: 'prescriptions.patient.file', defaultMessage: 'File' },
  notes: { id: 'prescriptions.patient.notes', defaultMessage: 'Notes' },
  preview: { id: 'prescriptions.patient.preview', defaultMessage: 'Preview' },
  previewLoading: {
    id: 'prescriptions.patient.previewLoading',
    defaultMessage: 'Loading the file…',
  },
  previewFailed: {
    id: 'prescriptions.patient.previewFailed',
    defaultMessage: 'Unable to preview this file. Try downloading instead.',
  },
  download: { id: 'prescriptions.patient.download', defaultMessage: 'Download file' },
});

/** Messages with values, typed so a missing value is a type error. */
export const valueMessages = defineMessages<{
  number: { number: string };
  andMore: { count: string };
  uploadedOn: { date: string };
  previewTitle: { doctor: string };
  previewAlt: { doctor: string; hospital: string };
}>({
  number: { id: 'prescriptions.patient.number', defaultMessage: 'Prescription {number}' },
  andMore: {
    id: 'prescriptions.patient.andMore',
    defaultMessage: 'and {count} more',
  },
  uploadedOn: { id: 'prescriptions.patient.uploadedOn', defaultMessage: 'Uploaded on {date}' },
  previewTitle: {
    id: 'prescriptions.patient.previewTitle',
    defaultMessage: 'Prescription from {doctor}',
  },
  previewAlt: {
    id: 'prescriptions.patient.previewAlt',
    defaultMessage: 'Prescription from {doctor}, {hospital}',
  },
});
