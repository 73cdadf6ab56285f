import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ListedRecordType } from '@contract/records';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  intro: Plain;
  upload: Plain;
  filterType: Plain;
  search: Plain;
  searchPlaceholder: Plain;
  allTypes: Plain;
  listLabel: Plain;
  loading: Plain;
  emptyTitle: Plain;
  emptyText: Plain;
  noMatchTitle: Plain;
  noMatchText: Plain;
  loadFailed: Plain;
  offline: Plain;
  retry: Plain;
  fileCount: { count: number };
  view: { title: string };
  viewShort: Plain;
  downloadShort: Plain;
  removeShort: Plain;
  download: { title: string };
  remove: { title: string };
  fromBooking: { doctor: string };
  deleteTitle: { title: string };
  deleteText: Plain;
  deleteConfirm: Plain;
  deleteCancel: Plain;
  deleted: { title: string };
  deleteFailed: Plain;
  downloadFailed: Plain;
}>({
  title: { id: 'records.patient.title', defaultMessage: 'Medical records' },
  intro: {
    id: 'records.patient.intro',
    defaultMessage:
      'Your reports, scans and papers in one place. Only you and the doctors you accept can open them.',
  },
  upload: { id: 'records.patient.upload', defaultMessage: 'Upload record' },
  filterType: { id: 'records.patient.filterType', defaultMessage: 'Record type' },
  search: { id: 'records.patient.search', defaultMessage: 'Search records' },
  searchPlaceholder: {
    id: 'records.patient.searchPlaceholder',
    defaultMessage: 'Title, description or tag',
  },
  allTypes: { id: 'records.patient.allTypes', defaultMessage: 'All types' },
  listLabel: { id: 'records.patient.listLabel', defaultMessage: 'Your medical records' },
  loading: { id: 'records.patient.loading', defaultMessage: 'Loading your records…' },
  emptyTitle: { id: 'records.patient.emptyTitle', defaultMessage: 'No medical records yet' },
  emptyText: {
    id: 'records.patient.emptyText',
    defaultMessage: 'Upload a lab report, scan or discharge paper to keep it safe here.',
  },
  noMatchTitle: { id: 'records.patient.noMatchTitle', defaultMessage: 'No records found' },
  noMatchText: {
    id: 'records.patient.noMatchText',
    defaultMessage: 'No record matches this search or type.',
  },
  loadFailed: {
    id: 'records.patient.loadFailed',
    defaultMessage: 'Failed to load medical records. Please try again.',
  },
  offline: {
    id: 'records.patient.offline',
    defaultMessage: 'You are offline. Check your connection and try again.',
  },
  retry: { id: 'records.patient.retry', defaultMessage: 'Retry' },
  fileCount: {
    id: 'records.patient.fileCount',
    defaultMessage: '{count, plural, =0 {No file} one {# file} other {# files}}',
  },
  view: { id: 'records.patient.view', defaultMessage: 'View {title}' },
  viewShort: { id: 'records.patient.viewShort', defaultMessage: 'View' },
  downloadShort: { id: 'records.patient.downloadShort', defaultMessage: 'Download' },
  removeShort: { id: 'records.patient.removeShort', defaultMessage: 'Delete' },
  download: { id: 'records.patient.download', defaultMessage: 'Download {title}' },
  remove: { id: 'records.patient.remove', defaultMessage: 'Delete {title}' },
  fromBooking: {
    id: 'records.patient.fromBooking',
    defaultMessage: 'Shared with {doctor} when booking',
  },
  deleteTitle: { id: 'records.patient.deleteTitle', defaultMessage: 'Delete “{title}”?' },
  deleteText: {
    id: 'records.patient.deleteText',
    defaultMessage: 'The record and its files are removed for good. Doctors will no longer see it.',
  },
  deleteConfirm: { id: 'records.patient.deleteConfirm', defaultMessage: 'Delete record' },
  deleteCancel: { id: 'records.patient.deleteCancel', defaultMessage: 'Keep record' },
  deleted: { id: 'records.patient.deleted', defaultMessage: '“{title}” was deleted.' },
  deleteFailed: {
    id: 'records.patient.deleteFailed',
    defaultMessage: 'Failed to delete the record. Please try again.',
  },
  downloadFailed: { id: 'records.patient.downloadFailed', defaultMessage: 'Download failed' },
});

export const typeMessages = defineMessages<Record<ListedRecordType, Plain>>({
  'lab-report': { id: 'records.type.labReport', defaultMessage: 'Lab report' },
  imaging: { id: 'records.type.imaging', defaultMessage: 'Imaging (X-ray, scan)' },
  prescription: { id: 'records.type.prescription', defaultMessage: 'Prescription' },
  'discharge-summary': {
    id: 'records.type.dischargeSummary',
    defaultMessage: 'Discharge summary',
  },
  vaccination: { id: 'records.type.vaccination', defaultMessage: 'Vaccination' },
  'consultation-note': {
    id: 'records.type.consultationNote',
    defaultMessage: 'Consultation note',
  },
  other: { id: 'records.type.other', defaultMessage: 'Other' },
  'emergency-history': {
    id: 'records.type.emergencyHistory',
    defaultMessage: 'Emergency history (history paper)',
  },
  'booking-document': {
    id: 'records.type.bookingDocument',
    defaultMessage: 'Booking document',
  },
});
