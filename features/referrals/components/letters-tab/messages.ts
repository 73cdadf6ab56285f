import { defineMessages } from 'react-intl';
import type { LetterType } from '@contract/letters';

export const messages = defineMessages({
  intro: {
    id: 'referrals.letters.intro',
    defaultMessage: 'Start from a template, save it as a draft, and send it when it is ready.',
  },
  templates: { id: 'referrals.letters.templates', defaultMessage: 'Templates' },
  recent: { id: 'referrals.letters.recent', defaultMessage: 'Recent letters' },
  loading: { id: 'referrals.letters.loading', defaultMessage: 'Loading letters…' },
  loadFailed: { id: 'referrals.letters.loadFailed', defaultMessage: 'Failed to load letters' },
  emptyTitle: { id: 'referrals.letters.emptyTitle', defaultMessage: 'No letters yet' },
  emptyText: {
    id: 'referrals.letters.emptyText',
    defaultMessage: 'Choose a template above to write your first letter.',
  },
  edit: { id: 'referrals.letters.edit', defaultMessage: 'Edit' },
  send: { id: 'referrals.letters.send', defaultMessage: 'Send' },
  delete: { id: 'referrals.letters.delete', defaultMessage: 'Delete' },
  sent: { id: 'referrals.letters.sent', defaultMessage: 'Letter sent successfully!' },
  saved: { id: 'referrals.letters.saved', defaultMessage: 'Draft saved' },
  deleted: { id: 'referrals.letters.deleted', defaultMessage: 'Draft deleted' },
  actionFailed: { id: 'referrals.letters.actionFailed', defaultMessage: 'Could not do that' },
  deleteTitle: { id: 'referrals.letters.deleteTitle', defaultMessage: 'Delete this draft?' },
  editTitle: { id: 'referrals.letters.editTitle', defaultMessage: 'Edit draft' },
  formText: {
    id: 'referrals.letters.formText',
    defaultMessage: 'A sent letter is final and reaches its recipient at once.',
  },
  type: { id: 'referrals.letters.type', defaultMessage: 'Letter type' },
  patient: { id: 'referrals.letters.patient', defaultMessage: 'Patient' },
  recipientType: { id: 'referrals.letters.recipientType', defaultMessage: 'Send to' },
  recipient: { id: 'referrals.letters.recipient', defaultMessage: 'Recipient' },
  subject: { id: 'referrals.letters.subject', defaultMessage: 'Subject' },
  content: { id: 'referrals.letters.content', defaultMessage: 'Letter' },
  urgency: { id: 'referrals.letters.urgency', defaultMessage: 'Urgency' },
  choose: { id: 'referrals.letters.choose', defaultMessage: 'Choose…' },
  pick: { id: 'referrals.letters.pick', defaultMessage: 'Choose' },
  recipientHint: {
    id: 'referrals.letters.recipientHint',
    defaultMessage: 'Search below by name, specialty or city, then choose.',
  },
  recipientNone: { id: 'referrals.letters.recipientNone', defaultMessage: 'None chosen yet' },
  cancel: { id: 'referrals.letters.cancel', defaultMessage: 'Cancel' },
  saveDraft: { id: 'referrals.letters.saveDraft', defaultMessage: 'Save as Draft' },
  sendNow: { id: 'referrals.letters.sendNow', defaultMessage: 'Send Letter' },
});

export const valued = defineMessages<{
  useTemplate: { type: string };
  to: { recipient: string };
  about: { patient: string };
  sentOn: { date: string };
  savedOn: { date: string };
  editLabel: { subject: string };
  sendLabel: { subject: string };
  deleteLabel: { subject: string };
  deleteText: { subject: string };
  newTitle: { type: string };
  counts: { drafts: string; sent: string };
  line: { about: string; to: string; when: string };
  chooseRecipient: { name: string };
  from: { author: string };
}>({
  useTemplate: { id: 'referrals.letters.useTemplate', defaultMessage: 'Write {type} letter' },
  to: { id: 'referrals.letters.to', defaultMessage: 'To {recipient}' },
  about: { id: 'referrals.letters.about', defaultMessage: 'Patient: {patient}' },
  sentOn: { id: 'referrals.letters.sentOn', defaultMessage: 'Sent {date}' },
  savedOn: { id: 'referrals.letters.savedOn', defaultMessage: 'Saved {date}' },
  editLabel: { id: 'referrals.letters.editLabel', defaultMessage: 'Edit draft: {subject}' },
  sendLabel: { id: 'referrals.letters.sendLabel', defaultMessage: 'Send draft: {subject}' },
  deleteLabel: { id: 'referrals.letters.deleteLabel', defaultMessage: 'Delete draft: {subject}' },
  deleteText: {
    id: 'referrals.letters.deleteText',
    defaultMessage: '"{subject}" will be deleted. This cannot be undone.',
  },
  newTitle: { id: 'referrals.letters.newTitle', defaultMessage: 'New {type} letter' },
  counts: { id: 'referrals.letters.counts', defaultMessage: '{drafts} drafts · {sent} sent' },
  line: { id: 'referrals.letters.line', defaultMessage: '{about} · {to} · {when}' },
  chooseRecipient: {
    id: 'referrals.letters.chooseRecipient',
    defaultMessage: 'Choose {name} as the recipient',
  },
  from: { id: 'referrals.letters.from', defaultMessage: 'From {author}' },
});

export const typeMessages = defineMessages({
  transfer: { id: 'referrals.letters.types.transfer', defaultMessage: 'Transfer' },
  discharge: { id: 'referrals.letters.types.discharge', defaultMessage: 'Discharge' },
  referral: { id: 'referrals.letters.types.referral', defaultMessage: 'Referral' },
  status: { id: 'referrals.letters.types.status', defaultMessage: 'Status' },
});

export const typeHints = defineMessages({
  transfer: {
    id: 'referrals.letters.hints.transfer',
    defaultMessage: 'Hand a patient over to another doctor or a hospital.',
  },
  discharge: {
    id: 'referrals.letters.hints.discharge',
    defaultMessage: 'Summarise treatment and advice when a patient goes home.',
  },
  referral: {
    id: 'referrals.letters.hints.referral',
    defaultMessage: 'Ask a specialist to see your patient.',
  },
  status: {
    id: 'referrals.letters.hints.status',
    defaultMessage: "Report on a patient's progress.",
  },
});

export const filterMessages = defineMessages({
  all: { id: 'referrals.letters.filter.all', defaultMessage: 'All' },
  draft: { id: 'referrals.letters.filter.draft', defaultMessage: 'Drafts' },
  sent: { id: 'referrals.letters.filter.sent', defaultMessage: 'Sent' },
});

export const statusMessages = defineMessages({
  draft: { id: 'referrals.letters.status.draft', defaultMessage: 'Draft' },
  sent: { id: 'referrals.letters.status.sent', defaultMessage: 'Sent' },
});

export const urgencyMessages = defineMessages({
  normal: { id: 'referrals.letters.urgencies.normal', defaultMessage: 'Normal' },
  urgent: { id: 'referrals.letters.urgencies.urgent', defaultMessage: 'Urgent' },
  emergency: { id: 'referrals.letters.urgencies.emergency', defaultMessage: 'Emergency' },
});

export const recipientTypeMessages = defineMessages({
  doctor: { id: 'referrals.letters.recipients.doctor', defaultMessage: 'Doctor' },
  patient: { id: 'referrals.letters.recipients.patient', defaultMessage: 'Patient' },
  hospital: { id: 'referrals.letters.recipients.hospital', defaultMessage: 'Hospital' },
});

/** Each template's subject and opening, filled with the patient's and doctor's names. */
export const templateSubjects = defineMessages<
  Record<LetterType, { patient: string; doctor: string }>
>({
  transfer: {
    id: 'referrals.letters.templates.transferSubject',
    defaultMessage: 'Transfer of care: {patient}',
  },
  discharge: {
    id: 'referrals.letters.templates.dischargeSubject',
    defaultMessage: 'Discharge summary: {patient}',
  },
  referral: {
    id: 'referrals.letters.templates.referralSubject',
    defaultMessage: 'Referral: {patient}',
  },
  status: {
    id: 'referrals.letters.templates.statusSubject',
    defaultMessage: 'Progress report: {patient}',
  },
});

export const templateBodies = defineMessages<
  Record<LetterType, { patient: string; doctor: string }>
>({
  transfer: {
    id: 'referrals.letters.templates.transferBody',
    defaultMessage:
      'Dear colleague,\nI am transferring the care of {patient} to you.\nReason for transfer:\nCurrent condition and treatment:\nKind regards,\n{doctor}',
  },
  discharge: {
    id: 'referrals.letters.templates.dischargeBody',
    defaultMessage:
      'Dear {patient},\nYou are fit to go home.\nDiagnosis:\nTreatment given:\nMedicines to continue:\nFollow-up:\nWith best wishes,\n{doctor}',
  },
  referral: {
    id: 'referrals.letters.templates.referralBody',
    defaultMessage:
      'Dear colleague,\nI am referring {patient} for your opinion.\nReason for referral:\nRelevant history and findings:\nThank you for seeing them.\n{doctor}',
  },
  status: {
    id: 'referrals.letters.templates.statusBody',
    defaultMessage:
      'This is an update on the condition of {patient}.\nCurrent status:\nPlan:\n{doctor}',
  },
});
