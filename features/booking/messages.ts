import { defineMessages } from 'react-intl';

export const weekdayMessages = defineMessages({
  Sunday: { id: 'booking.weekday.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'booking.weekday.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'booking.weekday.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'booking.weekday.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'booking.weekday.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'booking.weekday.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'booking.weekday.saturday', defaultMessage: 'Saturday' },
});

export const timeMessages = defineMessages<{ range: { start: string; end: string } }>({
  range: { id: 'booking.time.range', defaultMessage: '{start} – {end}' },
});

/**
 * Departments as people read them. Schedules name a department by the specialty's
 * stored (English) value; one we do not know is shown as stored.
 */
export const departmentMessages = defineMessages({
  'General Medicine': {
    id: 'booking.department.generalMedicine',
    defaultMessage: 'General Medicine',
  },
  Cardiology: { id: 'booking.department.cardiology', defaultMessage: 'Cardiology' },
  Dermatology: { id: 'booking.department.dermatology', defaultMessage: 'Dermatology' },
  Endocrinology: { id: 'booking.department.endocrinology', defaultMessage: 'Endocrinology' },
  ENT: { id: 'booking.department.ent', defaultMessage: 'Ear, Nose and Throat (ENT)' },
  Gastroenterology: {
    id: 'booking.department.gastroenterology',
    defaultMessage: 'Gastroenterology',
  },
  Gynecology: { id: 'booking.department.gynecology', defaultMessage: 'Gynaecology' },
  Nephrology: { id: 'booking.department.nephrology', defaultMessage: 'Nephrology' },
  Neurology: { id: 'booking.department.neurology', defaultMessage: 'Neurology' },
  Oncology: { id: 'booking.department.oncology', defaultMessage: 'Oncology' },
  Ophthalmology: { id: 'booking.department.ophthalmology', defaultMessage: 'Ophthalmology' },
  Orthopedics: { id: 'booking.department.orthopedics', defaultMessage: 'Orthopaedics' },
  Pediatrics: { id: 'booking.department.pediatrics', defaultMessage: 'Paediatrics' },
  Psychiatry: { id: 'booking.department.psychiatry', defaultMessage: 'Psychiatry' },
  Pulmonology: { id: 'booking.department.pulmonology', defaultMessage: 'Pulmonology' },
  Urology: { id: 'booking.department.urology', defaultMessage: 'Urology' },
  Dentistry: { id: 'booking.department.dentistry', defaultMessage: 'Dentistry' },
});
