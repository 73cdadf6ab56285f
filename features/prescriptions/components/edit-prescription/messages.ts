import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  newTitle: NoMessageValues;
  newDescription: NoMessageValues;
  editTitle: { number: string };
  editDescription: { patient: string };
  appointment: NoMessageValues;
  appointmentPlaceholder: NoMessageValues;
  appointmentOption: { date: string; patient: string; reason: string };
  loadingAppointments: NoMessageValues;
  noAppointments: NoMessageValues;
  appointmentsFailed: NoMessageValues;
  created: NoMessageValues;
  updated: NoMessageValues;
}>({
  newTitle: { id: 'prescriptions.editor.newTitle', defaultMessage: 'New Prescription' },
  newDescription: {
    id: 'prescriptions.editor.newDescription',
    defaultMessage: 'Choose a completed appointment of yours that has no prescription yet.',
  },
  editTitle: { id: 'prescriptions.editor.editTitle', defaultMessage: 'Edit {number}' },
  editDescription: {
    id: 'prescriptions.editor.editDescription',
    defaultMessage: 'The earlier version is kept. {patient} is told that the prescription changed.',
  },
  appointment: { id: 'prescriptions.editor.appointment', defaultMessage: 'Appointment' },
  appointmentPlaceholder: {
    id: 'prescriptions.editor.appointmentPlaceholder',
    defaultMessage: 'Choose a patient and visit',
  },
  appointmentOption: {
    id: 'prescriptions.editor.appointmentOption',
    defaultMessage: '{patient} · {date} · {reason}',
  },
  loadingAppointments: {
    id: 'prescriptions.editor.loadingAppointments',
    defaultMessage: 'Loading your completed appointments…',
  },
  noAppointments: {
    id: 'prescriptions.editor.noAppointments',
    defaultMessage:
      'Every completed appointment of yours has a prescription. A new one can be written after your next completed visit.',
  },
  appointmentsFailed: {
    id: 'prescriptions.editor.appointmentsFailed',
    defaultMessage: 'Failed to load your completed appointments.',
  },
  created: {
    id: 'prescriptions.editor.created',
    defaultMessage: 'Prescription created successfully',
  },
  updated: { id: 'prescriptions.editor.updated', defaultMessage: 'Prescription updated' },
});
