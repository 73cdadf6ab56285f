import { defineMessages, type NoMessageValues } from 'react-intl';

/** The patient details dialog with the medical records table (001 §2.3). */
export const messages = defineMessages<{
  title: NoMessageValues;
  description: { name: string };
  details: NoMessageValues;
  recordsHeading: NoMessageValues;
  colTitle: NoMessageValues;
  colType: NoMessageValues;
  colDate: NoMessageValues;
  colView: NoMessageValues;
  colDownload: NoMessageValues;
  view: { title: string };
  download: { title: string };
  noFile: NoMessageValues;
  searchLabel: NoMessageValues;
  typeFilter: NoMessageValues;
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  downloadFailed: NoMessageValues;
}>({
  title: { id: 'patients.records.title', defaultMessage: 'Patient details' },
  description: {
    id: 'patients.records.description',
    defaultMessage: 'Details and medical records of {name}',
  },
  details: { id: 'patients.records.details', defaultMessage: 'Details' },
  recordsHeading: { id: 'patients.records.recordsHeading', defaultMessage: 'Medical Records' },
  colTitle: { id: 'patients.records.colTitle', defaultMessage: 'Title' },
  colType: { id: 'patients.records.colType', defaultMessage: 'Type' },
  colDate: { id: 'patients.records.colDate', defaultMessage: 'Date' },
  colView: { id: 'patients.records.colView', defaultMessage: 'View' },
  colDownload: { id: 'patients.records.colDownload', defaultMessage: 'Download' },
  view: { id: 'patients.records.view', defaultMessage: 'View {title}' },
  download: { id: 'patients.records.download', defaultMessage: 'Download {title}' },
  noFile: { id: 'patients.records.noFile', defaultMessage: 'No file' },
  searchLabel: { id: 'patients.records.searchLabel', defaultMessage: 'Search records' },
  typeFilter: { id: 'patients.records.typeFilter', defaultMessage: 'Type' },
  empty: { id: 'patients.records.empty', defaultMessage: 'No medical records yet.' },
  loadFailed: {
    id: 'patients.records.loadFailed',
    defaultMessage: 'Could not load the medical records.',
  },
  downloadFailed: { id: 'patients.records.downloadFailed', defaultMessage: 'Download failed' },
});

/** The record kinds of contract/records.ts, as the table names them. */
export const typeMessages = defineMessages<{
  'lab-report': NoMessageValues;
  imaging: NoMessageValues;
  prescription: NoMessageValues;
  'discharge-summary': NoMessageValues;
  vaccination: NoMessageValues;
  'consultation-note': NoMessageValues;
  other: NoMessageValues;
  'emergency-history': NoMessageValues;
  'booking-document': NoMessageValues;
}>({
  'lab-report': { id: 'patients.records.type.labReport', defaultMessage: 'Lab report' },
  imaging: { id: 'patients.records.type.imaging', defaultMessage: 'Imaging' },
  prescription: { id: 'patients.records.type.prescription', defaultMessage: 'Prescription' },
  'discharge-summary': {
    id: 'patients.records.type.dischargeSummary',
    defaultMessage: 'Discharge summary',
  },
  vaccination: { id: 'patients.records.type.vaccination', defaultMessage: 'Vaccination' },
  'consultation-note': {
    id: 'patients.records.type.consultationNote',
    defaultMessage: 'Consultation note',
  },
  other: { id: 'patients.records.type.other', defaultMessage: 'Other' },
  'emergency-history': {
    id: 'patients.records.type.emergencyHistory',
    defaultMessage: 'Emergency history',
  },
  'booking-document': {
    id: 'patients.records.type.bookingDocument',
    defaultMessage: 'Booking documents',
  },
});
