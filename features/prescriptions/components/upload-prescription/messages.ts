import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: { id: 'prescriptions.upload.open', defaultMessage: 'Upload Prescription' },
  title: { id: 'prescriptions.upload.title', defaultMessage: 'Upload a prescription' },
  description: {
    id: 'prescriptions.upload.description',
    defaultMessage:
      'Add a paper prescription from a doctor: a photo or a PDF, who wrote it, and your signature.',
  },
  file: { id: 'prescriptions.upload.file', defaultMessage: 'Prescription file (image or PDF) *' },
  doctorName: { id: 'prescriptions.upload.doctorName', defaultMessage: 'Doctor name' },
  hospitalName: {
    id: 'prescriptions.upload.hospitalName',
    defaultMessage: 'Hospital or clinic name',
  },
  diagnosis: { id: 'prescriptions.upload.diagnosis', defaultMessage: 'Diagnosis (optional)' },
  notes: { id: 'prescriptions.upload.notes', defaultMessage: 'Notes (optional)' },
  signature: { id: 'prescriptions.upload.signature', defaultMessage: 'Your signature' },
  signatureHint: {
    id: 'prescriptions.upload.signatureHint',
    defaultMessage: 'Sign to confirm this prescription was written for you.',
  },
  cancel: { id: 'prescriptions.upload.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'prescriptions.upload.submit', defaultMessage: 'Upload' },
  uploading: { id: 'prescriptions.upload.uploading', defaultMessage: 'Uploading…' },
  uploaded: {
    id: 'prescriptions.upload.uploaded',
    defaultMessage: 'Prescription uploaded successfully!',
  },
  failed: {
    id: 'prescriptions.upload.failed',
    defaultMessage: 'Failed to upload prescription. Please try again.',
  },
});
