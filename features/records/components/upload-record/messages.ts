import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  description: Plain;
  files: Plain;
  typeError: Plain;
  sizeError: Plain;
  type: Plain;
  typePlaceholder: Plain;
  recordTitle: Plain;
  recordDescription: Plain;
  tags: Plain;
  tagsHint: Plain;
  date: Plain;
  dateHint: Plain;
  signature: Plain;
  signatureHint: Plain;
  cancel: Plain;
  submit: Plain;
  uploading: Plain;
  progress: { done: number; total: number };
  uploaded: { title: string };
  failed: Plain;
}>({
  title: { id: 'records.upload.title', defaultMessage: 'Upload medical record' },
  description: {
    id: 'records.upload.description',
    defaultMessage: 'Add one or more files (PDF, JPG, PNG or WebP, up to 10 MB each).',
  },
  files: { id: 'records.upload.files', defaultMessage: 'Files' },
  typeError: {
    id: 'records.upload.typeError',
    defaultMessage: 'Please upload a valid document (JPEG, PNG, WebP, PDF).',
  },
  sizeError: { id: 'records.upload.sizeError', defaultMessage: 'File size must be less than 10MB' },
  type: { id: 'records.upload.type', defaultMessage: 'Record type' },
  typePlaceholder: { id: 'records.upload.typePlaceholder', defaultMessage: 'Choose a type' },
  recordTitle: { id: 'records.upload.recordTitle', defaultMessage: 'Title' },
  recordDescription: { id: 'records.upload.recordDescription', defaultMessage: 'Description' },
  tags: { id: 'records.upload.tags', defaultMessage: 'Tags' },
  tagsHint: {
    id: 'records.upload.tagsHint',
    defaultMessage: 'Separate with commas, e.g. thyroid, 2081',
  },
  date: { id: 'records.upload.date', defaultMessage: 'Date of the record' },
  dateHint: { id: 'records.upload.dateHint', defaultMessage: 'Leave empty for today.' },
  signature: { id: 'records.upload.signature', defaultMessage: 'Type your full name as signature' },
  signatureHint: {
    id: 'records.upload.signatureHint',
    defaultMessage: 'Your name confirms that this record is yours.',
  },
  cancel: { id: 'records.upload.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'records.upload.submit', defaultMessage: 'Upload record' },
  uploading: { id: 'records.upload.uploading', defaultMessage: 'Uploading…' },
  progress: {
    id: 'records.upload.progress',
    defaultMessage: 'Uploaded {done} of {total} files',
  },
  uploaded: {
    id: 'records.upload.uploaded',
    defaultMessage: '“{title}” was added to your records.',
  },
  failed: {
    id: 'records.upload.failed',
    defaultMessage: 'Failed to upload medical record. Please try again.',
  },
});
