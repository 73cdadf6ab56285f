import { defineMessages } from 'react-intl';

/** The patient's follow-up or second-opinion ask on a completed appointment (ADR 0042). */
export const messages = defineMessages({
  requestFollowUp: {
    id: 'appointments.followUpRequest.requestFollowUp',
    defaultMessage: 'Request follow-up',
  },
  askSecondOpinion: {
    id: 'appointments.followUpRequest.askSecondOpinion',
    defaultMessage: 'Ask for a second opinion',
  },
  followUpTitle: {
    id: 'appointments.followUpRequest.followUpTitle',
    defaultMessage: 'Request a follow-up',
  },
  secondOpinionTitle: {
    id: 'appointments.followUpRequest.secondOpinionTitle',
    defaultMessage: 'Ask for a second opinion',
  },
  preferredDate: {
    id: 'appointments.followUpRequest.preferredDate',
    defaultMessage: 'Preferred date',
  },
  preferredTime: {
    id: 'appointments.followUpRequest.preferredTime',
    defaultMessage: 'Preferred time',
  },
  urgency: { id: 'appointments.followUpRequest.urgency', defaultMessage: 'How urgent is it?' },
  low: { id: 'appointments.followUpRequest.low', defaultMessage: 'Low' },
  normal: { id: 'appointments.followUpRequest.normal', defaultMessage: 'Normal' },
  high: { id: 'appointments.followUpRequest.high', defaultMessage: 'High' },
  critical: { id: 'appointments.followUpRequest.critical', defaultMessage: 'Critical' },
  description: {
    id: 'appointments.followUpRequest.description',
    defaultMessage: 'What would you like to discuss?',
  },
  consent: {
    id: 'appointments.followUpRequest.consent',
    defaultMessage:
      'If the doctor accepts, your appointment is booked and your medical records are shared with them, as with any booking.',
  },
  send: { id: 'appointments.followUpRequest.send', defaultMessage: 'Send request' },
  cancel: { id: 'appointments.followUpRequest.cancel', defaultMessage: 'Cancel' },
  secondOpinionIntro: {
    id: 'appointments.followUpRequest.secondOpinionIntro',
    defaultMessage:
      'The doctor who saw you, or another verified doctor you choose, sees your request with this visit as context.',
  },
  doctorSearch: {
    id: 'appointments.followUpRequest.doctorSearch',
    defaultMessage: 'Search for another doctor',
  },
  doctorSearchHint: {
    id: 'appointments.followUpRequest.doctorSearchHint',
    defaultMessage: 'Verified doctors by name, specialty or city; at most 10 are shown.',
  },
  doctorSearchPlaceholder: {
    id: 'appointments.followUpRequest.doctorSearchPlaceholder',
    defaultMessage: 'e.g. cardiology, Pokhara',
  },
  doctor: { id: 'appointments.followUpRequest.doctor', defaultMessage: 'Who should give it?' },
  doctorsLoading: {
    id: 'appointments.followUpRequest.doctorsLoading',
    defaultMessage: 'Searching doctors…',
  },
  doctorsFailed: {
    id: 'appointments.followUpRequest.doctorsFailed',
    defaultMessage: 'The doctor search is not available now; you can still ask the same doctor.',
  },
  noDoctors: {
    id: 'appointments.followUpRequest.noDoctors',
    defaultMessage: 'No verified doctor matches your search.',
  },
  pending: {
    id: 'appointments.followUpRequest.pending',
    defaultMessage: 'Your request is waiting for the doctor.',
  },
});

/** The texts that take values. */
export const valued = defineMessages<{
  intro: { doctor: string };
  sent: { doctor: string };
  accepted: { date: string; time: string; hospital: string };
  rejected: { message: string };
  sameDoctor: { doctor: string };
  doctorDetail: { specialty: string; city: string };
}>({
  sameDoctor: {
    id: 'appointments.followUpRequest.sameDoctor',
    defaultMessage: '{doctor}, who saw you on this visit',
  },
  doctorDetail: {
    id: 'appointments.followUpRequest.doctorDetail',
    defaultMessage: '{specialty}, {city}',
  },
  intro: {
    id: 'appointments.followUpRequest.intro',
    defaultMessage: '{doctor} will see your request with this visit as context.',
  },
  sent: {
    id: 'appointments.followUpRequest.sent',
    defaultMessage: 'Your request was sent to {doctor}.',
  },
  accepted: {
    id: 'appointments.followUpRequest.accepted',
    defaultMessage: 'Accepted: booked for {date} at {time}, {hospital}.',
  },
  rejected: {
    id: 'appointments.followUpRequest.rejected',
    defaultMessage: 'Declined by the doctor. {message}',
  },
});
