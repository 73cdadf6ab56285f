import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  lists: NoMessageValues;
  upcoming: NoMessageValues;
  past: NoMessageValues;
  loading: NoMessageValues;
  upcomingFailed: NoMessageValues;
  pastFailed: NoMessageValues;
  loadFailedDescription: NoMessageValues;
  upcomingEmptyTitle: NoMessageValues;
  upcomingEmptyDescription: NoMessageValues;
  pastEmptyTitle: NoMessageValues;
  pastEmptyDescription: NoMessageValues;
  findDoctor: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  hospital: NoMessageValues;
  fee: NoMessageValues;
  reason: NoMessageValues;
  awaitingDoctor: NoMessageValues;
  arriveEarly: NoMessageValues;
  prescribed: NoMessageValues;
  cancelledByYou: NoMessageValues;
  declinedByDoctor: NoMessageValues;
  cancelledByDoctor: NoMessageValues;
  cancelledByLink: NoMessageValues;
  cancel: NoMessageValues;
  cancelTitle: NoMessageValues;
  cancelDescription: { doctor: string; date: string; time: string };
  cancelConfirm: NoMessageValues;
  keep: NoMessageValues;
  cancelled: NoMessageValues;
  cancelledDescription: { doctor: string };
  cancelFailed: NoMessageValues;
  connectionFailed: NoMessageValues;
}>({
  lists: { id: 'appointments.patientAppointments.lists', defaultMessage: 'Your appointments' },
  upcoming: { id: 'appointments.patientAppointments.upcoming', defaultMessage: 'Upcoming' },
  past: { id: 'appointments.patientAppointments.past', defaultMessage: 'Past' },
  loading: {
    id: 'appointments.patientAppointments.loading',
    defaultMessage: 'Loading your appointments…',
  },
  upcomingFailed: {
    id: 'appointments.patientAppointments.upcomingFailed',
    defaultMessage: 'Your upcoming appointments could not be loaded',
  },
  pastFailed: {
    id: 'appointments.patientAppointments.pastFailed',
    defaultMessage: 'Your past appointments could not be loaded',
  },
  loadFailedDescription: {
    id: 'appointments.patientAppointments.loadFailedDescription',
    defaultMessage: 'Please check your connection and try again.',
  },
  upcomingEmptyTitle: {
    id: 'appointments.patientAppointments.upcomingEmptyTitle',
    defaultMessage: 'No upcoming appointments',
  },
  upcomingEmptyDescription: {
    id: 'appointments.patientAppointments.upcomingEmptyDescription',
    defaultMessage: 'When you book a visit with a doctor, it will appear here.',
  },
  pastEmptyTitle: {
    id: 'appointments.patientAppointments.pastEmptyTitle',
    defaultMessage: 'No past appointments',
  },
  pastEmptyDescription: {
    id: 'appointments.patientAppointments.pastEmptyDescription',
    defaultMessage: 'Your visits will be listed here after their date.',
  },
  findDoctor: {
    id: 'appointments.patientAppointments.findDoctor',
    defaultMessage: 'Find a doctor',
  },
  date: { id: 'appointments.patientAppointments.date', defaultMessage: 'Date' },
  time: { id: 'appointments.patientAppointments.time', defaultMessage: 'Time' },
  hospital: { id: 'appointments.patientAppointments.hospital', defaultMessage: 'Hospital' },
  fee: { id: 'appointments.patientAppointments.fee', defaultMessage: 'Consultation fee' },
  reason: { id: 'appointments.patientAppointments.reason', defaultMessage: 'Reason for visit' },
  awaitingDoctor: {
    id: 'appointments.patientAppointments.awaitingDoctor',
    defaultMessage: 'Waiting for the doctor to confirm. You will be notified.',
  },
  arriveEarly: {
    id: 'appointments.patientAppointments.arriveEarly',
    defaultMessage: 'Please arrive 15 minutes early.',
  },
  prescribed: {
    id: 'appointments.patientAppointments.prescribed',
    defaultMessage: 'The doctor wrote a prescription for this visit',
  },
  cancelledByYou: {
    id: 'appointments.patientAppointments.cancelledByYou',
    defaultMessage: 'You cancelled this appointment',
  },
  declinedByDoctor: {
    id: 'appointments.patientAppointments.declinedByDoctor',
    defaultMessage: 'The doctor could not take this request',
  },
  cancelledByDoctor: {
    id: 'appointments.patientAppointments.cancelledByDoctor',
    defaultMessage: 'Cancelled by the doctor',
  },
  cancelledByLink: {
    id: 'appointments.patientAppointments.cancelledByLink',
    defaultMessage: 'Cancelled from the reminder link',
  },
  cancel: { id: 'appointments.patientAppointments.cancel', defaultMessage: 'Cancel' },
  cancelTitle: {
    id: 'appointments.patientAppointments.cancelTitle',
    defaultMessage: 'Cancel this appointment?',
  },
  cancelDescription: {
    id: 'appointments.patientAppointments.cancelDescription',
    defaultMessage:
      'Your appointment with {doctor} on {date} at {time} will be cancelled, and the doctor will be told.',
  },
  cancelConfirm: {
    id: 'appointments.patientAppointments.cancelConfirm',
    defaultMessage: 'Cancel appointment',
  },
  keep: { id: 'appointments.patientAppointments.keep', defaultMessage: 'Keep it' },
  cancelled: {
    id: 'appointments.patientAppointments.cancelled',
    defaultMessage: 'Appointment cancelled',
  },
  cancelledDescription: {
    id: 'appointments.patientAppointments.cancelledDescription',
    defaultMessage: 'Your appointment with {doctor} is cancelled.',
  },
  cancelFailed: {
    id: 'appointments.patientAppointments.cancelFailed',
    defaultMessage: 'Failed to update appointment status.',
  },
  connectionFailed: {
    id: 'appointments.patientAppointments.connectionFailed',
    defaultMessage: 'Please check your connection and try again.',
  },
});
