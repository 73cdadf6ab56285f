import { defineMessages } from 'react-intl';

/** The doctor's Consultations tab (001 §2.6): tabs, cards, the room (chat and call), ending. */
export const messages = defineMessages({
  intro: {
    id: 'referrals.consultations.intro',
    defaultMessage:
      'Second opinions between you and a colleague about a patient. The patient is told when one is scheduled and when it is completed.',
  },
  schedule: { id: 'referrals.consultations.schedule', defaultMessage: 'Schedule consultation' },
  listLabel: { id: 'referrals.consultations.listLabel', defaultMessage: 'Consultations' },
  loading: { id: 'referrals.consultations.loading', defaultMessage: 'Loading consultations…' },
  loadFailed: {
    id: 'referrals.consultations.loadFailed',
    defaultMessage: 'Could not load consultations',
  },
  emptyTitle: { id: 'referrals.consultations.emptyTitle', defaultMessage: 'No consultations here' },
  emptyText: {
    id: 'referrals.consultations.emptyText',
    defaultMessage:
      'Ask a colleague for a second opinion from the patient card or with Schedule consultation.',
  },
  // Card
  accept: { id: 'referrals.consultations.accept', defaultMessage: 'Accept' },
  cancelRequest: { id: 'referrals.consultations.cancelRequest', defaultMessage: 'Cancel request' },
  start: { id: 'referrals.consultations.start', defaultMessage: 'Start' },
  join: { id: 'referrals.consultations.join', defaultMessage: 'Join' },
  end: { id: 'referrals.consultations.end', defaultMessage: 'End' },
  chat: { id: 'referrals.consultations.chat', defaultMessage: 'Chat' },
  cancelled: { id: 'referrals.consultations.cancelled', defaultMessage: 'Request cancelled' },
  started: { id: 'referrals.consultations.started', defaultMessage: 'Consultation started' },
  failed: {
    id: 'referrals.consultations.failed',
    defaultMessage: 'Failed to consultation patient. Please try again.',
  },
  // Room: chat and the call placeholder
  callVideo: { id: 'referrals.consultations.callVideo', defaultMessage: 'Video call' },
  callAudio: { id: 'referrals.consultations.callAudio', defaultMessage: 'Audio call' },
  leave: { id: 'referrals.consultations.leave', defaultMessage: 'Leave' },
  chatLabel: { id: 'referrals.consultations.chatLabel', defaultMessage: 'Messages' },
  chatEmpty: {
    id: 'referrals.consultations.chatEmpty',
    defaultMessage: 'No messages yet. Say namaste.',
  },
  chatLoading: { id: 'referrals.consultations.chatLoading', defaultMessage: 'Loading messages…' },
  chatLoadFailed: {
    id: 'referrals.consultations.chatLoadFailed',
    defaultMessage: 'Could not load the messages',
  },
  you: { id: 'referrals.consultations.you', defaultMessage: 'You' },
  message: { id: 'referrals.consultations.message', defaultMessage: 'Message' },
  send: { id: 'referrals.consultations.send', defaultMessage: 'Send' },
  sendFailed: {
    id: 'referrals.consultations.sendFailed',
    defaultMessage: 'Your message could not be sent. It is kept here; please try again.',
  },
  chatClosed: {
    id: 'referrals.consultations.chatClosed',
    defaultMessage: 'This consultation has ended; the chat is read-only.',
  },
  // End dialog
  endTitle: { id: 'referrals.consultations.endTitle', defaultMessage: 'End consultation' },
  notes: { id: 'referrals.consultations.notes', defaultMessage: 'Notes' },
  endSubmit: { id: 'referrals.consultations.endSubmit', defaultMessage: 'End and save notes' },
  ended: { id: 'referrals.consultations.ended', defaultMessage: 'Consultation completed' },
  close: { id: 'referrals.consultations.close', defaultMessage: 'Close' },
});

export const tabMessages = defineMessages({
  active: { id: 'referrals.consultations.tab.active', defaultMessage: 'Active' },
  scheduled: { id: 'referrals.consultations.tab.scheduled', defaultMessage: 'Scheduled' },
  requests: { id: 'referrals.consultations.tab.requests', defaultMessage: 'Requests' },
  completed: { id: 'referrals.consultations.tab.completed', defaultMessage: 'Completed' },
});

export const statusMessages = defineMessages({
  pending: { id: 'referrals.consultations.status.pending', defaultMessage: 'Requested' },
  scheduled: { id: 'referrals.consultations.status.scheduled', defaultMessage: 'Scheduled' },
  'in-progress': {
    id: 'referrals.consultations.status.inProgress',
    defaultMessage: 'In progress',
  },
  completed: { id: 'referrals.consultations.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'referrals.consultations.status.cancelled', defaultMessage: 'Cancelled' },
  unknown: { id: 'referrals.consultations.status.unknown', defaultMessage: 'Unknown' },
});

export const typeMessages = defineMessages({
  video: { id: 'referrals.consultations.type.video', defaultMessage: 'Video' },
  audio: { id: 'referrals.consultations.type.audio', defaultMessage: 'Audio' },
  chat: { id: 'referrals.consultations.type.chat', defaultMessage: 'Chat' },
  'in-person': { id: 'referrals.consultations.type.inPerson', defaultMessage: 'In person' },
});

/** The texts that take values. */
export const valued = defineMessages<{
  withDoctor: { name: string };
  askedBy: { name: string };
  about: { patient: string };
  when: { date: string; time: string; minutes: string; fee: string };
  endNotes: { notes: string };
  tookMinutes: { minutes: string };
  accepted: { name: string };
  roomTitle: { name: string };
  roomAbout: { patient: string; reason: string };
  callPlaceholder: { name: string };
  sentAt: { name: string; time: string };
  endText: { name: string };
}>({
  withDoctor: { id: 'referrals.consultations.withDoctor', defaultMessage: 'With {name}' },
  askedBy: { id: 'referrals.consultations.askedBy', defaultMessage: 'Asked by {name}' },
  about: { id: 'referrals.consultations.about', defaultMessage: 'About {patient}' },
  when: {
    id: 'referrals.consultations.when',
    defaultMessage: '{date} at {time} · {minutes} min · {fee}',
  },
  endNotes: { id: 'referrals.consultations.endNotes', defaultMessage: 'Notes: {notes}' },
  tookMinutes: {
    id: 'referrals.consultations.tookMinutes',
    defaultMessage: 'Took {minutes} min',
  },
  accepted: {
    id: 'referrals.consultations.accepted',
    defaultMessage: 'Consultation with {name} scheduled',
  },
  roomTitle: {
    id: 'referrals.consultations.roomTitle',
    defaultMessage: 'Consultation with {name}',
  },
  roomAbout: {
    id: 'referrals.consultations.roomAbout',
    defaultMessage: 'About {patient}: {reason}',
  },
  callPlaceholder: {
    id: 'referrals.consultations.callPlaceholder',
    defaultMessage:
      'Calls are not connected yet. Talk with {name} by phone if needed, and keep the notes in the chat below.',
  },
  sentAt: { id: 'referrals.consultations.sentAt', defaultMessage: '{name}, {time}' },
  endText: {
    id: 'referrals.consultations.endText',
    defaultMessage: 'Save what you agreed with {name}. The patient is told it is completed.',
  },
});
