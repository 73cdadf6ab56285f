import { defineMessages } from 'react-intl';

/** The doctor's Requests tab (001 §2.8): lists, cards, the response and details dialogs. */
export const messages = defineMessages({
  intro: {
    id: 'referrals.requests.intro',
    defaultMessage:
      'Follow-ups and second opinions your patients ask for. Accepting one books the appointment.',
  },
  listLabel: { id: 'referrals.requests.listLabel', defaultMessage: 'Requests' },
  loading: { id: 'referrals.requests.loading', defaultMessage: 'Loading requests…' },
  loadFailed: { id: 'referrals.requests.loadFailed', defaultMessage: 'Could not load requests' },
  emptyTitle: { id: 'referrals.requests.emptyTitle', defaultMessage: 'No requests here' },
  emptyText: {
    id: 'referrals.requests.emptyText',
    defaultMessage: 'When a patient asks you for a follow-up or a second opinion, it appears here.',
  },
  respond: { id: 'referrals.requests.respond', defaultMessage: 'Respond' },
  reschedule: { id: 'referrals.requests.reschedule', defaultMessage: 'Reschedule' },
  details: { id: 'referrals.requests.details', defaultMessage: 'Details' },
  // Details dialog
  patient: { id: 'referrals.requests.patient', defaultMessage: 'Patient' },
  age: { id: 'referrals.requests.age', defaultMessage: 'Age' },
  gender: { id: 'referrals.requests.gender', defaultMessage: 'Gender' },
  condition: { id: 'referrals.requests.condition', defaultMessage: 'Condition' },
  unknown: { id: 'referrals.requests.unknown', defaultMessage: 'Not given' },
  preferredTime: {
    id: 'referrals.requests.preferredTime',
    defaultMessage: 'Preferred date and time',
  },
  description: { id: 'referrals.requests.description', defaultMessage: 'What the patient wrote' },
  attachments: { id: 'referrals.requests.attachments', defaultMessage: 'Attachments' },
  noAttachments: { id: 'referrals.requests.noAttachments', defaultMessage: 'No attachments' },
  response: { id: 'referrals.requests.response', defaultMessage: 'Your response' },
  noResponse: { id: 'referrals.requests.noResponse', defaultMessage: 'Not answered yet' },
  close: { id: 'referrals.requests.close', defaultMessage: 'Close' },
  // Response dialog
  action: { id: 'referrals.requests.action', defaultMessage: 'Response' },
  accept: { id: 'referrals.requests.accept', defaultMessage: 'Accept and book' },
  reject: { id: 'referrals.requests.reject', defaultMessage: 'Reject' },
  scheduledDate: { id: 'referrals.requests.scheduledDate', defaultMessage: 'Date' },
  scheduledTime: { id: 'referrals.requests.scheduledTime', defaultMessage: 'Start time' },
  timeHint: {
    id: 'referrals.requests.timeHint',
    defaultMessage: 'A slot of your weekly schedule on that day.',
  },
  message: { id: 'referrals.requests.message', defaultMessage: 'Message to the patient' },
  notes: { id: 'referrals.requests.notes', defaultMessage: 'Your notes (only you see them)' },
  send: { id: 'referrals.requests.send', defaultMessage: 'Send response' },
  moveSend: { id: 'referrals.requests.moveSend', defaultMessage: 'Move appointment' },
  cancel: { id: 'referrals.requests.cancel', defaultMessage: 'Cancel' },
});

/** The texts that take values. */
export const valued = defineMessages<{
  preferred: { date: string; time: string };
  scheduled: { date: string; hospital: string; time: string };
  fromVisit: { date: string; doctor: string };
  detailsOf: { name: string };
  detailsTitle: { requestId: string };
  kindAndStatus: { status: string; type: string };
  kindAndTitle: { title: string; type: string };
  ageYears: { age: string };
  respondedOn: { date: string };
  respondTitle: { name: string };
  rescheduleTitle: { name: string };
  accepted: { name: string };
  rejected: { name: string };
  moved: { name: string };
}>({
  preferred: {
    id: 'referrals.requests.preferred',
    defaultMessage: 'Preferred: {date} at {time}',
  },
  scheduled: {
    id: 'referrals.requests.scheduled',
    defaultMessage: 'Booked: {date} at {time}, {hospital}',
  },
  fromVisit: {
    id: 'referrals.requests.fromVisit',
    defaultMessage: 'After the visit of {date} with {doctor}',
  },
  detailsOf: { id: 'referrals.requests.detailsOf', defaultMessage: 'Details of {name}' },
  detailsTitle: { id: 'referrals.requests.detailsTitle', defaultMessage: 'Request {requestId}' },
  kindAndStatus: { id: 'referrals.requests.kindAndStatus', defaultMessage: '{type} · {status}' },
  kindAndTitle: { id: 'referrals.requests.kindAndTitle', defaultMessage: '{type}: {title}' },
  ageYears: { id: 'referrals.requests.ageYears', defaultMessage: '{age} years' },
  respondedOn: { id: 'referrals.requests.respondedOn', defaultMessage: 'Answered {date}' },
  respondTitle: { id: 'referrals.requests.respondTitle', defaultMessage: 'Respond to {name}' },
  rescheduleTitle: {
    id: 'referrals.requests.rescheduleTitle',
    defaultMessage: 'Move the appointment with {name}',
  },
  accepted: {
    id: 'referrals.requests.acceptedToast',
    defaultMessage: 'Accepted: the appointment is booked and {name} is told.',
  },
  rejected: { id: 'referrals.requests.rejectedToast', defaultMessage: '{name} is told.' },
  moved: {
    id: 'referrals.requests.movedToast',
    defaultMessage: 'The appointment is moved and {name} is told.',
  },
});

export const statusMessages = defineMessages({
  pending: { id: 'referrals.requests.status.pending', defaultMessage: 'Pending' },
  accepted: { id: 'referrals.requests.status.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'referrals.requests.status.rejected', defaultMessage: 'Rejected' },
});

export const typeMessages = defineMessages({
  appointment: { id: 'referrals.requests.type.appointment', defaultMessage: 'Appointment' },
  consultation: { id: 'referrals.requests.type.consultation', defaultMessage: 'Consultation' },
  referral: { id: 'referrals.requests.type.referral', defaultMessage: 'Referral' },
  transfer: { id: 'referrals.requests.type.transfer', defaultMessage: 'Transfer' },
  'second-opinion': {
    id: 'referrals.requests.type.secondOpinion',
    defaultMessage: 'Second opinion',
  },
  emergency: { id: 'referrals.requests.type.emergency', defaultMessage: 'Emergency' },
  'follow-up': { id: 'referrals.requests.type.followUp', defaultMessage: 'Follow-up' },
});

export const urgencyMessages = defineMessages({
  low: { id: 'referrals.requests.urgency.low', defaultMessage: 'Low urgency' },
  normal: { id: 'referrals.requests.urgency.normal', defaultMessage: 'Normal urgency' },
  high: { id: 'referrals.requests.urgency.high', defaultMessage: 'High urgency' },
  critical: { id: 'referrals.requests.urgency.critical', defaultMessage: 'Critical' },
});
