import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  cancel: NoMessageValues;
  keep: NoMessageValues;
  cancelledTitle: NoMessageValues;
  cancelled: { date: string; time: string; doctor: string };
  doctorTold: NoMessageValues;
  findDoctor: NoMessageValues;
  home: NoMessageValues;
  invalidTitle: NoMessageValues;
  invalid: NoMessageValues;
  invalidHelp: NoMessageValues;
  signIn: NoMessageValues;
  failed: NoMessageValues;
  connectionFailed: NoMessageValues;
}>({
  title: {
    id: 'appointments.cancelAppointmentLink.title',
    defaultMessage: 'Cancel your appointment?',
  },
  intro: {
    id: 'appointments.cancelAppointmentLink.intro',
    defaultMessage:
      'If you can no longer come, cancel here so another patient can have the time. You do not need to sign in.',
  },
  cancel: {
    id: 'appointments.cancelAppointmentLink.cancel',
    defaultMessage: 'Cancel appointment',
  },
  keep: { id: 'appointments.cancelAppointmentLink.keep', defaultMessage: 'Keep it' },
  cancelledTitle: {
    id: 'appointments.cancelAppointmentLink.cancelledTitle',
    defaultMessage: 'Appointment cancelled',
  },
  cancelled: {
    id: 'appointments.cancelAppointmentLink.cancelled',
    defaultMessage: 'Your appointment on {date} at {time} with {doctor} is cancelled.',
  },
  doctorTold: {
    id: 'appointments.cancelAppointmentLink.doctorTold',
    defaultMessage: 'The doctor has been told. You can book another time whenever you need.',
  },
  findDoctor: {
    id: 'appointments.cancelAppointmentLink.findDoctor',
    defaultMessage: 'Find a doctor',
  },
  home: { id: 'appointments.cancelAppointmentLink.home', defaultMessage: 'Go to the home page' },
  invalidTitle: {
    id: 'appointments.cancelAppointmentLink.invalidTitle',
    defaultMessage: 'This link cannot be used',
  },
  invalid: {
    id: 'appointments.cancelAppointmentLink.invalid',
    defaultMessage: 'This link is not valid or has expired.',
  },
  invalidHelp: {
    id: 'appointments.cancelAppointmentLink.invalidHelp',
    defaultMessage: 'To cancel an appointment, sign in and open your appointments.',
  },
  signIn: { id: 'appointments.cancelAppointmentLink.signIn', defaultMessage: 'Sign in' },
  failed: {
    id: 'appointments.cancelAppointmentLink.failed',
    defaultMessage: 'Your appointment could not be cancelled. Please try again.',
  },
  connectionFailed: {
    id: 'appointments.cancelAppointmentLink.connectionFailed',
    defaultMessage: 'Network error. Please check your connection and try again.',
  },
});
