import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  intro: Plain;
  progress: Plain;
  stepIdentity: Plain;
  stepNmc: Plain;
  stepReview: Plain;
  loading: Plain;
  loadFailed: Plain;
  offline: Plain;
  retry: Plain;
  verifying: Plain;
  pendingText: { date: string };
  inReviewText: { date: string };
  verified: Plain;
  verifiedText: Plain;
  registerLink: { number: string };
  opensNewTab: Plain;
  rejected: Plain;
  rejectedRemarks: { remarks: string };
  summaryTitle: Plain;
  nmcNumber: Plain;
  fullName: Plain;
  manualLink: Plain;
  documents: Plain;
  noDocuments: Plain;
  fileLine: { kind: string; number: string; file: string };
  fileLineBare: { kind: string; file: string };
  identityLegend: Plain;
  identityHint: Plain;
  documentNumber: { kind: string };
  documentFile: { kind: string };
  fileTypeError: Plain;
  fileSizeError: Plain;
  nmcLegend: Plain;
  certificate: Plain;
  submit: Plain;
  submitting: Plain;
  submitted: Plain;
  failed: Plain;
  manualLegend: Plain;
  manualHint: Plain;
  manualSubmit: Plain;
  manualRequested: Plain;
}>({
  title: { id: 'verification.doctor.title', defaultMessage: 'Verification' },
  intro: {
    id: 'verification.doctor.intro',
    defaultMessage:
      'Patients can book you once your identity and NMC registration are verified. An admin reviews your application within 24-48 hours.',
  },
  progress: { id: 'verification.doctor.progress', defaultMessage: 'Verification progress' },
  stepIdentity: { id: 'verification.doctor.stepIdentity', defaultMessage: 'Personal identity' },
  stepNmc: { id: 'verification.doctor.stepNmc', defaultMessage: 'NMC registration' },
  stepReview: { id: 'verification.doctor.stepReview', defaultMessage: 'Admin review' },
  loading: { id: 'verification.doctor.loading', defaultMessage: 'Loading your verification' },
  loadFailed: {
    id: 'verification.doctor.loadFailed',
    defaultMessage: 'Could not load your verification status.',
  },
  offline: {
    id: 'verification.doctor.offline',
    defaultMessage: 'You appear to be offline. Check your connection and try again.',
  },
  retry: { id: 'verification.doctor.retry', defaultMessage: 'Try again' },
  verifying: { id: 'verification.doctor.verifying', defaultMessage: 'Verifying NMC number...' },
  pendingText: {
    id: 'verification.doctor.pendingText',
    defaultMessage: 'Submitted on {date}. It waits for an admin; review takes 24-48 hours.',
  },
  inReviewText: {
    id: 'verification.doctor.inReviewText',
    defaultMessage: 'In review: an admin opened your application on {date}.',
  },
  verified: {
    id: 'verification.doctor.verified',
    defaultMessage: 'NMC number verified successfully!',
  },
  verifiedText: {
    id: 'verification.doctor.verifiedText',
    defaultMessage: 'Your NMC number and its certificate are now read-only. Patients can book you.',
  },
  registerLink: {
    id: 'verification.doctor.registerLink',
    defaultMessage: 'Check {number} on the NMC public register',
  },
  opensNewTab: { id: 'verification.doctor.opensNewTab', defaultMessage: '(opens in a new tab)' },
  rejected: {
    id: 'verification.doctor.rejected',
    defaultMessage: 'Failed to verify NMC number. Please check and try again.',
  },
  rejectedRemarks: {
    id: 'verification.doctor.rejectedRemarks',
    defaultMessage: 'Reason: {remarks}',
  },
  summaryTitle: { id: 'verification.doctor.summaryTitle', defaultMessage: 'What you submitted' },
  nmcNumber: { id: 'verification.doctor.nmcNumber', defaultMessage: 'NMC number' },
  fullName: { id: 'verification.doctor.fullName', defaultMessage: 'Full name (as registered)' },
  manualLink: { id: 'verification.doctor.manualLink', defaultMessage: 'Link to your NMC record' },
  documents: { id: 'verification.doctor.documents', defaultMessage: 'Documents' },
  fileLine: {
    id: 'verification.doctor.fileLine',
    defaultMessage: '{kind} ({number}): {file}',
  },
  fileLineBare: { id: 'verification.doctor.fileLineBare', defaultMessage: '{kind}: {file}' },
  noDocuments: { id: 'verification.doctor.noDocuments', defaultMessage: 'No documents' },
  identityLegend: {
    id: 'verification.doctor.identityLegend',
    defaultMessage: 'Personal identity (each optional)',
  },
  identityHint: {
    id: 'verification.doctor.identityHint',
    defaultMessage: 'PDF, JPG, JPEG or PNG, at most 10 MB each.',
  },
  documentNumber: { id: 'verification.doctor.documentNumber', defaultMessage: '{kind} number' },
  documentFile: { id: 'verification.doctor.documentFile', defaultMessage: '{kind} file' },
  fileTypeError: {
    id: 'verification.doctor.fileTypeError',
    defaultMessage: 'Please upload a valid document (PDF, JPG, JPEG, PNG)',
  },
  fileSizeError: {
    id: 'verification.doctor.fileSizeError',
    defaultMessage: 'Document file size must be less than 10MB',
  },
  nmcLegend: { id: 'verification.doctor.nmcLegend', defaultMessage: 'NMC registration' },
  certificate: { id: 'verification.doctor.certificate', defaultMessage: 'NMC certificate' },
  submit: { id: 'verification.doctor.submit', defaultMessage: 'Submit verification' },
  submitting: { id: 'verification.doctor.submitting', defaultMessage: 'Submitting' },
  submitted: {
    id: 'verification.doctor.submitted',
    defaultMessage: 'Submitted. Your verification will be reviewed within 24-48 hours.',
  },
  failed: {
    id: 'verification.doctor.failed',
    defaultMessage: 'Verification could not be submitted. Please try again.',
  },
  manualLegend: {
    id: 'verification.doctor.manualLegend',
    defaultMessage: 'No certificate at hand? Request manual verification',
  },
  manualHint: {
    id: 'verification.doctor.manualHint',
    defaultMessage: 'Paste the link to your entry on the NMC register; an admin checks it by hand.',
  },
  manualSubmit: {
    id: 'verification.doctor.manualSubmit',
    defaultMessage: 'Request manual verification',
  },
  manualRequested: {
    id: 'verification.doctor.manualRequested',
    defaultMessage: 'Manual verification requested',
  },
});

export const documentKindMessages = defineMessages<{
  nationalId: Plain;
  passport: Plain;
  drivingLicense: Plain;
  citizenship: Plain;
  nmcCertificate: Plain;
}>({
  nationalId: { id: 'verification.doctor.kind.nationalId', defaultMessage: 'National ID' },
  passport: { id: 'verification.doctor.kind.passport', defaultMessage: 'Passport' },
  drivingLicense: {
    id: 'verification.doctor.kind.drivingLicense',
    defaultMessage: 'Driving licence',
  },
  citizenship: { id: 'verification.doctor.kind.citizenship', defaultMessage: 'Citizenship' },
  nmcCertificate: {
    id: 'verification.doctor.kind.nmcCertificate',
    defaultMessage: 'NMC certificate',
  },
});
