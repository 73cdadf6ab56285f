import { defineMessages } from 'react-intl';

/** The Transfer Patient (Initiate Transfer) dialog (001 §2.3, §2.7, §3 form, §5, §8). */
export const messages = defineMessages({
  title: { id: 'referrals.transferDialog.title', defaultMessage: 'Transfer Patient' },
  warningTitle: {
    id: 'referrals.transferDialog.warningTitle',
    defaultMessage: 'A transfer moves the patient permanently',
  },
  warning: {
    id: 'referrals.transferDialog.warning',
    defaultMessage:
      'Once the transfer is complete, the patient leaves your list and their records no longer open to you.',
  },
  targetDoctor: { id: 'referrals.transferDialog.targetDoctor', defaultMessage: 'Doctor' },
  requiredSpecialty: {
    id: 'referrals.transferDialog.requiredSpecialty',
    defaultMessage: 'Required specialty',
  },
  reason: { id: 'referrals.transferDialog.reason', defaultMessage: 'Reason' },
  urgency: { id: 'referrals.transferDialog.urgency', defaultMessage: 'Urgency' },
  medicalSummary: {
    id: 'referrals.transferDialog.medicalSummary',
    defaultMessage: 'Medical summary',
  },
  expectedDate: {
    id: 'referrals.transferDialog.expectedDate',
    defaultMessage: 'Expected transfer date',
  },
  estimatedDuration: {
    id: 'referrals.transferDialog.estimatedDuration',
    defaultMessage: 'Estimated duration',
  },
  durationHint: {
    id: 'referrals.transferDialog.durationHint',
    defaultMessage: 'For example: 2 weeks, until delivery, ongoing care',
  },
  notes: { id: 'referrals.transferDialog.notes', defaultMessage: 'Notes' },
  attachments: {
    id: 'referrals.transferDialog.attachments',
    defaultMessage: 'Attach records',
  },
  noRecords: {
    id: 'referrals.transferDialog.noRecords',
    defaultMessage: 'This patient has no records to attach.',
  },
  cancel: { id: 'referrals.transferDialog.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'referrals.transferDialog.submit', defaultMessage: 'Transfer Patient' },
  failed: {
    id: 'referrals.transferDialog.failed',
    defaultMessage: 'Failed to transfer patient. Please try again.',
  },
  loadFailed: {
    id: 'referrals.transferDialog.loadFailed',
    defaultMessage: 'Could not load doctors and hospitals. Please try again.',
  },
});

/** The messages that take values. */
export const valued = defineMessages<{
  titleOf: { name: string };
  sent: { doctor: string; name: string };
}>({
  titleOf: { id: 'referrals.transferDialog.titleOf', defaultMessage: 'Transfer {name}' },
  sent: {
    id: 'referrals.transferDialog.sent',
    defaultMessage: 'Transfer of {name} sent to {doctor}.',
  },
});

export const urgencyMessages = defineMessages({
  low: { id: 'referrals.transferDialog.urgency.low', defaultMessage: 'Low' },
  normal: { id: 'referrals.transferDialog.urgency.normal', defaultMessage: 'Normal' },
  high: { id: 'referrals.transferDialog.urgency.high', defaultMessage: 'High' },
  urgent: { id: 'referrals.transferDialog.urgency.urgent', defaultMessage: 'Urgent' },
});
