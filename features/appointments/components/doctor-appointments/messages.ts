import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  summary: NoMessageValues;
  statTotal: NoMessageValues;
  statRequested: NoMessageValues;
  statConfirmed: NoMessageValues;
  statCompleted: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  shown: { shown: number; total: number };
  loading: NoMessageValues;
  loadFailedTitle: NoMessageValues;
  loadFailedDescription: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  noMatchTitle: NoMessageValues;
  noMatchDescription: { query: string };
  clearSearch: NoMessageValues;
  date: NoMessageValues;
  time: NoMessageValues;
  hospital: NoMessageValues;
  reason: NoMessageValues;
  phone: NoMessageValues;
  callPatient: { name: string; phone: string };
  details: NoMessageValues;
  accept: NoMessageValues;
  decline: NoMessageValues;
  start: NoMessageValues;
  complete: NoMessageValues;
  cancel: NoMessageValues;
  prescribe: NoMessageValues;
  prescribed: NoMessageValues;
  cancelledByPatient: NoMessageValues;
  declinedByDoctor: NoMessageValues;
  cancelledByDoctor: NoMessageValues;
  cancelledByLink: NoMessageValues;
  declineTitle: NoMessageValues;
  declineDescription: { name: string; date: string; time: string };
  declineConfirm: NoMessageValues;
  cancelTitle: NoMessageValues;
  cancelDescription: { name: string; date: string; time: string };
  cancelConfirm: NoMessageValues;
  keep: NoMessageValues;
  accepted: NoMessageValues;
  acceptedDescription: { name: string };
  declined: NoMessageValues;
  started: NoMessageValues;
  completed: NoMessageValues;
  cancelled: NoMessageValues;
  acceptFailed: NoMessageValues;
  statusFailed: NoMessageValues;
  prescribeTitle: NoMessageValues;
  prescribeDescription: { name: string; date: string };
}>({
  summary: { id: 'appointments.doctorAppointments.summary', defaultMessage: 'Summary' },
  statTotal: { id: 'appointments.doctorAppointments.statTotal', defaultMessage: 'Total' },
  statRequested: {
    id: 'appointments.doctorAppointments.statRequested',
    defaultMessage: 'Pending requests',
  },
  statConfirmed: {
    id: 'appointments.doctorAppointments.statConfirmed',
    defaultMessage: 'Confirmed',
  },
  statCompleted: {
    id: 'appointments.doctorAppointments.statCompleted',
    defaultMessage: 'Completed',
  },
  searchLabel: {
    id: 'appointments.doctorAppointments.searchLabel',
    defaultMessage: 'Search appointments',
  },
  searchPlaceholder: {
    id: 'appointments.doctorAppointments.searchPlaceholder',
    defaultMessage: 'Patient name, reason or hospital',
  },
  shown: {
    id: 'appointments.doctorAppointments.shown',
    defaultMessage:
      '{total, plural, one {Showing {shown} of # appointment} other {Showing {shown} of # appointments}}',
  },
  loading: {
    id: 'appointments.doctorAppointments.loading',
    defaultMessage: 'Loading appointments...',
  },
  loadFailedTitle: {
    id: 'appointments.doctorAppointments.loadFailedTitle',
    defaultMessage: 'Your appointments could not be loaded',
  },
  loadFailedDescription: {
    id: 'appointments.doctorAppointments.loadFailedDescription',
    defaultMessage: 'Please check your connection and try again.',
  },
  emptyTitle: {
    id: 'appointments.doctorAppointments.emptyTitle',
    defaultMessage: 'No appointments yet',
  },
  emptyDescription: {
    id: 'appointments.doctorAppointments.emptyDescription',
    defaultMessage: 'When a patient books a time with you, the request appears here.',
  },
  noMatchTitle: {
    id: 'appointments.doctorAppointments.noMatchTitle',
    defaultMessage: 'No matching appointments',
  },
  noMatchDescription: {
    id: 'appointments.doctorAppointments.noMatchDescription',
    defaultMessage: 'No appointment matches “{query}”. Try a patient name, reason or hospital.',
  },
  clearSearch: {
    id: 'appointments.doctorAppointments.clearSearch',
    defaultMessage: 'Clear search',
  },
  date: { id: 'appointments.doctorAppointments.date', defaultMessage: 'Date' },
  time: { id: 'appointments.doctorAppointments.time', defaultMessage: 'Time' },
  hospital: { id: 'appointments.doctorAppointments.hospital', defaultMessage: 'Hospital' },
  reason: { id: 'appointments.doctorAppointments.reason', defaultMessage: 'Reason' },
  phone: { id: 'appointments.doctorAppointments.phone', defaultMessage: 'Phone' },
  callPatient: {
    id: 'appointments.doctorAppointments.callPatient',
    defaultMessage: 'Call {name} on {phone}',
  },
  details: { id: 'appointments.doctorAppointments.details', defaultMessage: 'Details' },
  accept: { id: 'appointments.doctorAppointments.accept', defaultMessage: 'Accept' },
  decline: { id: 'appointments.doctorAppointments.decline', defaultMessage: 'Decline' },
  start: { id: 'appointments.doctorAppointments.start', defaultMessage: 'Start' },
  complete: { id: 'appointments.doctorAppointments.complete', defaultMessage: 'Complete' },
  cancel: { id: 'appointments.doctorAppointments.cancel', defaultMessage: 'Cancel' },
  prescribe: { id: 'appointments.doctorAppointments.prescribe', defaultMessage: 'Prescribe' },
  prescribed: {
    id: 'appointments.doctorAppointments.prescribed',
    defaultMessage: 'Prescription written',
  },
  cancelledByPatient: {
    id: 'appointments.doctorAppointments.cancelledByPatient',
    defaultMessage: 'Cancelled by the patient',
  },
  declinedByDoctor: {
    id: 'appointments.doctorAppointments.declinedByDoctor',
    defaultMessage: 'You declined this request',
  },
  cancelledByDoctor: {
    id: 'appointments.doctorAppointments.cancelledByDoctor',
    defaultMessage: 'You cancelled this appointment',
  },
  cancelledByLink: {
    id: 'appointments.doctorAppointments.cancelledByLink',
    defaultMessage: 'Cancelled by the patient from the reminder',
  },
  declineTitle: {
    id: 'appointments.doctorAppointments.declineTitle',
    defaultMessage: 'Decline this request?',
  },
  declineDescription: {
    id: 'appointments.doctorAppointments.declineDescription',
    defaultMessage:
      '{name} asked for {date} at {time}. The patient will be told that you cannot see them then.',
  },
  declineConfirm: {
    id: 'appointments.doctorAppointments.declineConfirm',
    defaultMessage: 'Decline request',
  },
  cancelTitle: {
    id: 'appointments.doctorAppointments.cancelTitle',
    defaultMessage: 'Cancel this appointment?',
  },
  cancelDescription: {
    id: 'appointments.doctorAppointments.cancelDescription',
    defaultMessage:
      'The appointment with {name} on {date} at {time} will be cancelled and the patient told.',
  },
  cancelConfirm: {
    id: 'appointments.doctorAppointments.cancelConfirm',
    defaultMessage: 'Cancel appointment',
  },
  keep: { id: 'appointments.doctorAppointments.keep', defaultMessage: 'Keep it' },
  accepted: {
    id: 'appointments.doctorAppointments.accepted',
    defaultMessage: 'Appointment confirmed',
  },
  acceptedDescription: {
    id: 'appointments.doctorAppointments.acceptedDescription',
    defaultMessage: '{name} will be told, and their records are now open to you.',
  },
  declined: {
    id: 'appointments.doctorAppointments.declined',
    defaultMessage: 'Request declined',
  },
  started: {
    id: 'appointments.doctorAppointments.started',
    defaultMessage: 'Appointment started',
  },
  completed: {
    id: 'appointments.doctorAppointments.completed',
    defaultMessage: 'Appointment completed',
  },
  cancelled: {
    id: 'appointments.doctorAppointments.cancelled',
    defaultMessage: 'Appointment cancelled',
  },
  acceptFailed: {
    id: 'appointments.doctorAppointments.acceptFailed',
    defaultMessage: 'Failed to accept appointment.',
  },
  statusFailed: {
    id: 'appointments.doctorAppointments.statusFailed',
    defaultMessage: 'Failed to update appointment status.',
  },
  prescribeTitle: {
    id: 'appointments.doctorAppointments.prescribeTitle',
    defaultMessage: 'Write a prescription',
  },
  prescribeDescription: {
    id: 'appointments.doctorAppointments.prescribeDescription',
    defaultMessage: 'For {name}, seen on {date}.',
  },
});

export const detailsMessages = defineMessages<{
  title: NoMessageValues;
  description: { name: string; date: string };
  patient: NoMessageValues;
  name: NoMessageValues;
  appointment: NoMessageValues;
  status: NoMessageValues;
  department: NoMessageValues;
  fee: NoMessageValues;
  booked: NoMessageValues;
  consent: NoMessageValues;
  consentGiven: NoMessageValues;
  consentNotGiven: NoMessageValues;
  historyPaper: NoMessageValues;
  noHistoryPaper: NoMessageValues;
  language: NoMessageValues;
  symptoms: NoMessageValues;
  noSymptoms: NoMessageValues;
  symptomDays: { symptom: string; days: number };
  otherSymptoms: NoMessageValues;
  pastHistory: NoMessageValues;
  familyHistory: NoMessageValues;
  knownDiseases: NoMessageValues;
  allergies: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  yesWith: { text: string };
  documents: NoMessageValues;
  noDocuments: NoMessageValues;
  document: { name: string; type: string; size: string };
  kilobytes: { size: number };
  megabytes: { size: number };
  close: NoMessageValues;
}>({
  title: {
    id: 'appointments.appointmentDetails.title',
    defaultMessage: 'Appointment details',
  },
  description: {
    id: 'appointments.appointmentDetails.description',
    defaultMessage: '{name}, {date}',
  },
  patient: { id: 'appointments.appointmentDetails.patient', defaultMessage: 'Patient' },
  name: { id: 'appointments.appointmentDetails.name', defaultMessage: 'Name' },
  appointment: {
    id: 'appointments.appointmentDetails.appointment',
    defaultMessage: 'Appointment',
  },
  status: { id: 'appointments.appointmentDetails.status', defaultMessage: 'Status' },
  department: {
    id: 'appointments.appointmentDetails.department',
    defaultMessage: 'Department',
  },
  fee: { id: 'appointments.appointmentDetails.fee', defaultMessage: 'Consultation fee' },
  booked: { id: 'appointments.appointmentDetails.booked', defaultMessage: 'Requested on' },
  consent: {
    id: 'appointments.appointmentDetails.consent',
    defaultMessage: 'Consent to share medical records',
  },
  consentGiven: { id: 'appointments.appointmentDetails.consentGiven', defaultMessage: 'Given' },
  consentNotGiven: {
    id: 'appointments.appointmentDetails.consentNotGiven',
    defaultMessage: 'Not given',
  },
  historyPaper: {
    id: 'appointments.appointmentDetails.historyPaper',
    defaultMessage: 'History paper',
  },
  noHistoryPaper: {
    id: 'appointments.appointmentDetails.noHistoryPaper',
    defaultMessage: 'The patient did not fill in a history paper.',
  },
  language: {
    id: 'appointments.appointmentDetails.language',
    defaultMessage: 'Filled in',
  },
  symptoms: { id: 'appointments.appointmentDetails.symptoms', defaultMessage: 'Symptoms' },
  noSymptoms: { id: 'appointments.appointmentDetails.noSymptoms', defaultMessage: 'None' },
  symptomDays: {
    id: 'appointments.appointmentDetails.symptomDays',
    defaultMessage: '{symptom}: {days, plural, one {# day} other {# days}}',
  },
  otherSymptoms: {
    id: 'appointments.appointmentDetails.otherSymptoms',
    defaultMessage: 'Other symptoms',
  },
  pastHistory: {
    id: 'appointments.appointmentDetails.pastHistory',
    defaultMessage: 'Past illnesses',
  },
  familyHistory: {
    id: 'appointments.appointmentDetails.familyHistory',
    defaultMessage: 'Family history',
  },
  knownDiseases: {
    id: 'appointments.appointmentDetails.knownDiseases',
    defaultMessage: 'Known diseases',
  },
  allergies: { id: 'appointments.appointmentDetails.allergies', defaultMessage: 'Allergies' },
  yes: { id: 'appointments.appointmentDetails.yes', defaultMessage: 'Yes' },
  no: { id: 'appointments.appointmentDetails.no', defaultMessage: 'No' },
  yesWith: { id: 'appointments.appointmentDetails.yesWith', defaultMessage: 'Yes: {text}' },
  documents: { id: 'appointments.appointmentDetails.documents', defaultMessage: 'Documents' },
  noDocuments: {
    id: 'appointments.appointmentDetails.noDocuments',
    defaultMessage: 'No documents attached.',
  },
  document: {
    id: 'appointments.appointmentDetails.document',
    defaultMessage: '{name} ({type}, {size})',
  },
  kilobytes: { id: 'appointments.appointmentDetails.kilobytes', defaultMessage: '{size} KB' },
  megabytes: { id: 'appointments.appointmentDetails.megabytes', defaultMessage: '{size} MB' },
  close: { id: 'appointments.appointmentDetails.close', defaultMessage: 'Close' },
});
