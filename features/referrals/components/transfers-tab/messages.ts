import { defineMessages } from 'react-intl';

/** The doctor's Transfers tab (001 §2.7): lists, cards, answers, details and search. */
export const messages = defineMessages({
  intro: {
    id: 'referrals.transfers.intro',
    defaultMessage:
      'Patients you move for good to a colleague, and patients colleagues move to you.',
  },
  initiate: { id: 'referrals.transfers.initiate', defaultMessage: 'Initiate Transfer' },
  tabsLabel: { id: 'referrals.transfers.tabsLabel', defaultMessage: 'Transfer lists' },
  outgoing: { id: 'referrals.transfers.outgoing', defaultMessage: 'Outgoing' },
  incoming: { id: 'referrals.transfers.incoming', defaultMessage: 'Incoming' },
  pending: { id: 'referrals.transfers.pending', defaultMessage: 'Pending' },
  listLabel: { id: 'referrals.transfers.listLabel', defaultMessage: 'Transfers' },
  loading: { id: 'referrals.transfers.loading', defaultMessage: 'Loading transfers…' },
  loadFailed: { id: 'referrals.transfers.loadFailed', defaultMessage: 'Could not load transfers' },
  emptyTitle: { id: 'referrals.transfers.emptyTitle', defaultMessage: 'No transfers here' },
  emptyText: {
    id: 'referrals.transfers.emptyText',
    defaultMessage: 'Transfers you start, and those sent to you, appear here.',
  },
  accept: { id: 'referrals.transfers.accept', defaultMessage: 'Accept' },
  reject: { id: 'referrals.transfers.reject', defaultMessage: 'Reject' },
  complete: { id: 'referrals.transfers.complete', defaultMessage: 'Mark Complete' },
  details: { id: 'referrals.transfers.details', defaultMessage: 'Details' },
  answerFailed: {
    id: 'referrals.transfers.answerFailed',
    defaultMessage: 'Failed to update the transfer. Please try again.',
  },
  // Reject dialog
  rejectMessage: { id: 'referrals.transfers.rejectMessage', defaultMessage: 'Message' },
  cancel: { id: 'referrals.transfers.cancel', defaultMessage: 'Cancel' },
  // Complete confirmation
  // Details dialog
  detailsTitle: { id: 'referrals.transfers.detailsTitle', defaultMessage: 'Transfer Details' },
  patient: { id: 'referrals.transfers.patient', defaultMessage: 'Patient' },
  age: { id: 'referrals.transfers.age', defaultMessage: 'Age' },
  gender: { id: 'referrals.transfers.gender', defaultMessage: 'Gender' },
  fromDoctor: { id: 'referrals.transfers.fromDoctor', defaultMessage: 'From doctor' },
  fromHospital: { id: 'referrals.transfers.fromHospital', defaultMessage: 'From hospital' },
  targetDoctor: { id: 'referrals.transfers.targetDoctor', defaultMessage: 'To doctor' },
  targetHospital: { id: 'referrals.transfers.targetHospital', defaultMessage: 'To hospital' },
  requiredSpecialty: {
    id: 'referrals.transfers.requiredSpecialty',
    defaultMessage: 'Required specialty',
  },
  reason: { id: 'referrals.transfers.reason', defaultMessage: 'Reason' },
  urgency: { id: 'referrals.transfers.urgency', defaultMessage: 'Urgency' },
  medicalSummary: { id: 'referrals.transfers.medicalSummary', defaultMessage: 'Medical summary' },
  expectedDate: {
    id: 'referrals.transfers.expectedDate',
    defaultMessage: 'Expected transfer date',
  },
  estimatedDuration: {
    id: 'referrals.transfers.estimatedDuration',
    defaultMessage: 'Estimated duration',
  },
  notes: { id: 'referrals.transfers.notes', defaultMessage: 'Notes' },
  status: { id: 'referrals.transfers.status', defaultMessage: 'Status' },
  responseMessage: { id: 'referrals.transfers.responseMessage', defaultMessage: 'Response' },
  actualDate: { id: 'referrals.transfers.actualDate', defaultMessage: 'Transferred on' },
  createdAt: { id: 'referrals.transfers.createdAt', defaultMessage: 'Created' },
  attachments: { id: 'referrals.transfers.attachments', defaultMessage: 'Attachments' },
  none: { id: 'referrals.transfers.none', defaultMessage: 'None' },
  close: { id: 'referrals.transfers.close', defaultMessage: 'Close' },
  // Search panel (001 §2.7)
  searchTitle: {
    id: 'referrals.transfers.searchTitle',
    defaultMessage: 'Find a doctor or hospital',
  },
  searchLabel: { id: 'referrals.transfers.searchLabel', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'referrals.transfers.searchPlaceholder',
    defaultMessage: 'Name, specialty or city',
  },
  category: { id: 'referrals.transfers.category', defaultMessage: 'Category' },
  categoryAll: { id: 'referrals.transfers.categoryAll', defaultMessage: 'All' },
  categoryDoctors: { id: 'referrals.transfers.categoryDoctors', defaultMessage: 'Doctors' },
  categoryHospitals: { id: 'referrals.transfers.categoryHospitals', defaultMessage: 'Hospitals' },
  noResults: {
    id: 'referrals.transfers.noResults',
    defaultMessage: 'No doctors or hospitals found.',
  },
  searchFailed: {
    id: 'referrals.transfers.searchFailed',
    defaultMessage: 'Could not search. Please try again.',
  },
  results: { id: 'referrals.transfers.results', defaultMessage: 'Search results' },
});

/** The messages that take values. */
export const valued = defineMessages<{
  toWhom: { doctor: string; hospital: string };
  fromWhom: { doctor: string };
  years: { age: number };
  expected: { date: string };
  detailsOf: { name: string };
  accepted: { name: string };
  rejected: { name: string };
  completed: { name: string };
  rejectTitle: { name: string };
  rejectText: { doctor: string };
  completeTitle: { name: string };
  completeOutgoing: { name: string };
  completeIncoming: { doctor: string; name: string };
  transferTo: { name: string };
}>({
  toWhom: {
    id: 'referrals.transfers.toWhom',
    defaultMessage: 'To {doctor}, {hospital}',
  },
  fromWhom: {
    id: 'referrals.transfers.fromWhom',
    defaultMessage: 'From {doctor}',
  },
  years: { id: 'referrals.transfers.years', defaultMessage: '{age} years' },
  expected: { id: 'referrals.transfers.expected', defaultMessage: 'Expected: {date}' },
  detailsOf: {
    id: 'referrals.transfers.detailsOf',
    defaultMessage: 'Details of the transfer of {name}',
  },
  accepted: {
    id: 'referrals.transfers.accepted',
    defaultMessage: 'Transfer of {name} accepted. They are now your patient.',
  },
  rejected: { id: 'referrals.transfers.rejected', defaultMessage: 'Transfer of {name} rejected.' },
  completed: {
    id: 'referrals.transfers.completed',
    defaultMessage: 'Transfer of {name} completed.',
  },
  rejectTitle: {
    id: 'referrals.transfers.rejectTitle',
    defaultMessage: 'Reject the transfer of {name}',
  },
  rejectText: {
    id: 'referrals.transfers.rejectText',
    defaultMessage: 'Tell {doctor} why you cannot take this patient.',
  },
  completeTitle: {
    id: 'referrals.transfers.completeTitle',
    defaultMessage: 'Mark the transfer of {name} complete?',
  },
  completeOutgoing: {
    id: 'referrals.transfers.completeOutgoing',
    defaultMessage:
      '{name} will leave your patient list and their records will no longer open to you.',
  },
  completeIncoming: {
    id: 'referrals.transfers.completeIncoming',
    defaultMessage: '{name} has arrived. {doctor} will no longer see their records.',
  },
  transferTo: { id: 'referrals.transfers.transferTo', defaultMessage: 'Transfer to {name}' },
});

export const statusMessages = defineMessages({
  pending: { id: 'referrals.transfers.status.pending', defaultMessage: 'Pending' },
  accepted: { id: 'referrals.transfers.status.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'referrals.transfers.status.rejected', defaultMessage: 'Rejected' },
  completed: { id: 'referrals.transfers.status.completed', defaultMessage: 'Completed' },
});

export const urgencyMessages = defineMessages({
  low: { id: 'referrals.transfers.urgency.low', defaultMessage: 'Low' },
  normal: { id: 'referrals.transfers.urgency.normal', defaultMessage: 'Normal' },
  high: { id: 'referrals.transfers.urgency.high', defaultMessage: 'High' },
  urgent: { id: 'referrals.transfers.urgency.urgent', defaultMessage: 'Urgent' },
});

export const genderMessages = defineMessages({
  Male: { id: 'referrals.transfers.gender.male', defaultMessage: 'Male' },
  Female: { id: 'referrals.transfers.gender.female', defaultMessage: 'Female' },
  Other: { id: 'referrals.transfers.gender.other', defaultMessage: 'Other' },
});
