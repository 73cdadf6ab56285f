import { defineMessages } from 'react-intl';

/** Refer Patient (001 §2.3, §2.5, §5). */
export const messages = defineMessages({
  title: { id: 'referrals.refer.title', defaultMessage: 'Refer Patient' },
  descriptionAny: {
    id: 'referrals.refer.descriptionAny',
    defaultMessage: 'Send one of your patients to a colleague. They stay your patient too.',
  },
  patient: { id: 'referrals.refer.patient', defaultMessage: 'Patient' },
  patientPlaceholder: {
    id: 'referrals.refer.patientPlaceholder',
    defaultMessage: 'Choose a patient',
  },
  doctorSearch: { id: 'referrals.refer.doctorSearch', defaultMessage: 'Find a doctor' },
  doctorSearchPlaceholder: {
    id: 'referrals.refer.doctorSearchPlaceholder',
    defaultMessage: 'Name, specialty or city',
  },
  doctor: { id: 'referrals.refer.doctor', defaultMessage: 'Doctor' },
  doctorHint: { id: 'referrals.refer.doctorHint', defaultMessage: 'At most 10 are shown.' },
  noDoctors: { id: 'referrals.refer.noDoctors', defaultMessage: 'No doctor matches your search.' },
  searching: { id: 'referrals.refer.searching', defaultMessage: 'Searching…' },
  reason: { id: 'referrals.refer.reason', defaultMessage: 'Reason' },
  urgency: { id: 'referrals.refer.urgency', defaultMessage: 'Urgency' },
  notes: { id: 'referrals.refer.notes', defaultMessage: 'Notes' },
  cancel: { id: 'referrals.refer.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'referrals.refer.submit', defaultMessage: 'Send referral' },
});

export const urgencyMessages = defineMessages({
  low: { id: 'referrals.urgency.low', defaultMessage: 'Low' },
  normal: { id: 'referrals.urgency.normal', defaultMessage: 'Normal' },
  high: { id: 'referrals.urgency.high', defaultMessage: 'High' },
  urgent: { id: 'referrals.urgency.urgent', defaultMessage: 'Urgent' },
});

/** Messages with values. */
export const valueMessages = defineMessages<{
  doctorDetail: { specialty: string; hospital: string };
  sent: { doctor: string };
  description: { name: string };
}>({
  doctorDetail: { id: 'referrals.refer.doctorDetail', defaultMessage: '{specialty} · {hospital}' },
  sent: { id: 'referrals.refer.sent', defaultMessage: 'Referral sent to {doctor}' },
  description: {
    id: 'referrals.refer.description',
    defaultMessage: 'Send {name} to a colleague. They stay your patient too.',
  },
});
