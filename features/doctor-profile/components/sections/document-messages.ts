import { defineMessages, type NoMessageValues } from 'react-intl';

type Size = { megabytes: string | number };
type Named = { name: string | number };

/** The attach control of a profile entry's file (001 §3, §5, §8). */
export const documentMessages = defineMessages<{
  certificate: NoMessageValues;
  document: NoMessageValues;
  image: NoMessageValues;
  hintCertificate: Size;
  hintDocument: Size;
  hintImage: Size;
  tooLarge: Size;
  failed: NoMessageValues;
  tryAgain: NoMessageValues;
  uploading: NoMessageValues;
  none: NoMessageValues;
  open: Named;
  remove: Named;
  openFailed: NoMessageValues;
}>({
  certificate: { id: 'doctorProfile.document.certificate', defaultMessage: 'Certificate' },
  document: { id: 'doctorProfile.document.document', defaultMessage: 'Document' },
  image: { id: 'doctorProfile.document.image', defaultMessage: 'Image' },
  hintCertificate: {
    id: 'doctorProfile.document.hintCertificate',
    defaultMessage: 'PDF, JPG, JPEG or PNG, up to {megabytes} MB',
  },
  hintDocument: {
    id: 'doctorProfile.document.hintDocument',
    defaultMessage: 'PDF, DOC or DOCX, up to {megabytes} MB',
  },
  hintImage: {
    id: 'doctorProfile.document.hintImage',
    defaultMessage: 'JPG, PNG or WebP, up to {megabytes} MB',
  },
  tooLarge: {
    id: 'doctorProfile.document.tooLarge',
    defaultMessage: 'The file must be at most {megabytes} MB',
  },
  failed: { id: 'doctorProfile.document.failed', defaultMessage: 'Document upload failed' },
  tryAgain: { id: 'doctorProfile.document.tryAgain', defaultMessage: 'Please try again.' },
  uploading: { id: 'doctorProfile.document.uploading', defaultMessage: 'Uploading…' },
  none: { id: 'doctorProfile.document.none', defaultMessage: 'No file attached' },
  open: { id: 'doctorProfile.document.open', defaultMessage: 'Open {name}' },
  remove: { id: 'doctorProfile.document.remove', defaultMessage: 'Remove {name}' },
  openFailed: {
    id: 'doctorProfile.document.openFailed',
    defaultMessage: 'The file could not be opened. Please try again.',
  },
});
