import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  intro: Plain;
  loading: Plain;
  loadFailed: Plain;
  offline: Plain;
  retry: Plain;
  documentType: Plain;
  documentTypePlaceholder: Plain;
  documentNumber: Plain;
  documentImage: Plain;
  invalidImage: Plain;
  submit: Plain;
  submitting: Plain;
  submitted: Plain;
  failed: Plain;
  pendingTitle: Plain;
  pendingText: { type: string; number: string; date: string };
  inReviewTitle: Plain;
  inReviewText: { type: string; date: string };
  rejectedTitle: Plain;
  rejectedRemarks: { remarks: string };
  applyAgain: Plain;
  verifiedTitle: Plain;
  verifiedText: { type: string; number: string };
  statusLabel: { status: string };
}>({
  title: { id: 'verification.identity.title', defaultMessage: 'Identity verification' },
  intro: {
    id: 'verification.identity.intro',
    defaultMessage:
      'Verify your identity with an official document to book appointments. An admin reviews it within 24-48 hours.',
  },
  loading: { id: 'verification.identity.loading', defaultMessage: 'Loading your verification' },
  loadFailed: {
    id: 'verification.identity.loadFailed',
    defaultMessage: 'Could not load your verification status.',
  },
  offline: {
    id: 'verification.identity.offline',
    defaultMessage: 'You appear to be offline. Check your connection and try again.',
  },
  retry: { id: 'verification.identity.retry', defaultMessage: 'Try again' },
  documentType: { id: 'verification.identity.documentType', defaultMessage: 'Document type' },
  documentTypePlaceholder: {
    id: 'verification.identity.documentTypePlaceholder',
    defaultMessage: 'Choose a document',
  },
  documentNumber: { id: 'verification.identity.documentNumber', defaultMessage: 'Document number' },
  documentImage: {
    id: 'verification.identity.documentImage',
    defaultMessage: 'Photo of the document',
  },
  invalidImage: {
    id: 'verification.identity.invalidImage',
    defaultMessage: 'Please fill all fields and upload a valid image (JPG, PNG, WEBP, max 5MB).',
  },
  submit: { id: 'verification.identity.submit', defaultMessage: 'Submit for verification' },
  submitting: { id: 'verification.identity.submitting', defaultMessage: 'Submitting' },
  submitted: {
    id: 'verification.identity.submitted',
    defaultMessage: 'Submitted. Your identity will be reviewed within 24-48 hours.',
  },
  failed: {
    id: 'verification.identity.failed',
    defaultMessage: 'Could not submit your verification. Please try again.',
  },
  pendingTitle: { id: 'verification.identity.pendingTitle', defaultMessage: 'Waiting for review' },
  pendingText: {
    id: 'verification.identity.pendingText',
    defaultMessage: 'Your {type} ({number}) was submitted on {date}. Review takes 24-48 hours.',
  },
  inReviewTitle: { id: 'verification.identity.inReviewTitle', defaultMessage: 'In review' },
  inReviewText: {
    id: 'verification.identity.inReviewText',
    defaultMessage: 'An admin started reviewing your {type} on {date}.',
  },
  rejectedTitle: {
    id: 'verification.identity.rejectedTitle',
    defaultMessage: 'Your verification was rejected',
  },
  rejectedRemarks: {
    id: 'verification.identity.rejectedRemarks',
    defaultMessage: 'Reason: {remarks}',
  },
  applyAgain: {
    id: 'verification.identity.applyAgain',
    defaultMessage: 'Correct the details below and apply again.',
  },
  verifiedTitle: { id: 'verification.identity.verifiedTitle', defaultMessage: 'Identity verified' },
  verifiedText: {
    id: 'verification.identity.verifiedText',
    defaultMessage: 'Your {type} ({number}) is verified. You can book appointments.',
  },
  statusLabel: { id: 'verification.identity.statusLabel', defaultMessage: 'Status: {status}' },
});

export const identityTypeMessages = defineMessages<{
  national_id: Plain;
  passport: Plain;
  citizenship: Plain;
  license: Plain;
}>({
  national_id: { id: 'verification.identity.type.national_id', defaultMessage: 'National ID' },
  passport: { id: 'verification.identity.type.passport', defaultMessage: 'Passport' },
  citizenship: { id: 'verification.identity.type.citizenship', defaultMessage: 'Citizenship' },
  license: { id: 'verification.identity.type.license', defaultMessage: 'Driving licence' },
});

export const statusMessages = defineMessages<{
  not_submitted: Plain;
  pending: Plain;
  in_review: Plain;
  verified: Plain;
  rejected: Plain;
}>({
  not_submitted: { id: 'verification.status.not_submitted', defaultMessage: 'Not submitted' },
  pending: { id: 'verification.status.pending', defaultMessage: 'Pending' },
  in_review: { id: 'verification.status.in_review', defaultMessage: 'In review' },
  verified: { id: 'verification.status.verified', defaultMessage: 'Verified' },
  rejected: { id: 'verification.status.rejected', defaultMessage: 'Rejected' },
});
