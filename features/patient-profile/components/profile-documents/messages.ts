import { defineMessages, type NoMessageValues } from 'react-intl';
import type { DocumentCategory } from '@contract/patient-profile';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  heading: Plain;
  intro: Plain;
  upload: Plain;
  uploading: Plain;
  uploaded: Plain;
  category: Plain;
  choose: Plain;
  description: Plain;
  file: Plain;
  typeError: Plain;
  sizeError: Plain;
  review: Plain;
  empty: Plain;
  open: { name: string };
  delete: { name: string };
  deleteTitle: Plain;
  deleteBody: { name: string };
  deleteConfirm: Plain;
  deleted: Plain;
  loadFailed: Plain;
  failed: Plain;
  meta: { date: string; size: string; type: string };
}>({
  heading: { id: 'patientProfile.documents.heading', defaultMessage: 'Documents' },
  intro: {
    id: 'patientProfile.documents.intro',
    defaultMessage:
      'Keep your identification, medical records and insurance papers here. Only you can open them.',
  },
  upload: { id: 'patientProfile.documents.upload', defaultMessage: 'Upload document' },
  uploading: { id: 'patientProfile.documents.uploading', defaultMessage: 'Uploading…' },
  uploaded: { id: 'patientProfile.documents.uploaded', defaultMessage: 'Document uploaded.' },
  category: { id: 'patientProfile.documents.category', defaultMessage: 'Category' },
  choose: { id: 'patientProfile.documents.choose', defaultMessage: 'Choose a category' },
  description: { id: 'patientProfile.documents.description', defaultMessage: 'Description' },
  file: {
    id: 'patientProfile.documents.file',
    defaultMessage: 'File (JPEG, PNG or PDF, up to 10 MB)',
  },
  typeError: {
    id: 'patientProfile.documents.typeError',
    defaultMessage: 'Please upload a valid document (JPEG, PNG, PDF)',
  },
  sizeError: {
    id: 'patientProfile.documents.sizeError',
    defaultMessage: 'Document file size must be less than 10MB',
  },
  review: {
    id: 'patientProfile.documents.review',
    defaultMessage: 'Documents are reviewed within 24-48 hours.',
  },
  empty: {
    id: 'patientProfile.documents.empty',
    defaultMessage: 'No documents in this category yet.',
  },
  open: { id: 'patientProfile.documents.open', defaultMessage: 'Open {name}' },
  delete: { id: 'patientProfile.documents.delete', defaultMessage: 'Delete {name}' },
  deleteTitle: {
    id: 'patientProfile.documents.deleteTitle',
    defaultMessage: 'Delete this document?',
  },
  deleteBody: {
    id: 'patientProfile.documents.deleteBody',
    defaultMessage: '{name} will be removed for good.',
  },
  deleteConfirm: {
    id: 'patientProfile.documents.deleteConfirm',
    defaultMessage: 'Delete document',
  },
  deleted: { id: 'patientProfile.documents.deleted', defaultMessage: 'Document deleted.' },
  loadFailed: {
    id: 'patientProfile.documents.loadFailed',
    defaultMessage: 'Failed to load your documents.',
  },
  failed: {
    id: 'patientProfile.documents.failed',
    defaultMessage: 'The document was not uploaded. Please try again.',
  },
  meta: { id: 'patientProfile.documents.meta', defaultMessage: '{type} · {size} · {date}' },
});

export const categoryLabels = defineMessages<Record<DocumentCategory, Plain>>({
  identification: {
    id: 'patientProfile.documents.identification',
    defaultMessage: 'Identification',
  },
  medical_records: {
    id: 'patientProfile.documents.medicalRecords',
    defaultMessage: 'Medical records',
  },
  insurance: { id: 'patientProfile.documents.insurance', defaultMessage: 'Insurance' },
});
