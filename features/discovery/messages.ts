import { defineMessages, type IntlShape } from 'react-intl';
import { isSpecialty } from './constants';

/** Specialties as people read them; the stored value stays English. */
export const specialtyMessages = defineMessages({
  'General Medicine': {
    id: 'discovery.specialty.generalMedicine',
    defaultMessage: 'General Medicine',
  },
  Cardiology: { id: 'discovery.specialty.cardiology', defaultMessage: 'Cardiology' },
  Dermatology: { id: 'discovery.specialty.dermatology', defaultMessage: 'Dermatology' },
  Endocrinology: { id: 'discovery.specialty.endocrinology', defaultMessage: 'Endocrinology' },
  ENT: { id: 'discovery.specialty.ent', defaultMessage: 'Ear, Nose and Throat (ENT)' },
  Gastroenterology: {
    id: 'discovery.specialty.gastroenterology',
    defaultMessage: 'Gastroenterology',
  },
  Gynecology: { id: 'discovery.specialty.gynecology', defaultMessage: 'Gynaecology' },
  Nephrology: { id: 'discovery.specialty.nephrology', defaultMessage: 'Nephrology' },
  Neurology: { id: 'discovery.specialty.neurology', defaultMessage: 'Neurology' },
  Oncology: { id: 'discovery.specialty.oncology', defaultMessage: 'Oncology' },
  Ophthalmology: { id: 'discovery.specialty.ophthalmology', defaultMessage: 'Ophthalmology' },
  Orthopedics: { id: 'discovery.specialty.orthopedics', defaultMessage: 'Orthopaedics' },
  Pediatrics: { id: 'discovery.specialty.pediatrics', defaultMessage: 'Paediatrics' },
  Psychiatry: { id: 'discovery.specialty.psychiatry', defaultMessage: 'Psychiatry' },
  Pulmonology: { id: 'discovery.specialty.pulmonology', defaultMessage: 'Pulmonology' },
  Urology: { id: 'discovery.specialty.urology', defaultMessage: 'Urology' },
  Dentistry: { id: 'discovery.specialty.dentistry', defaultMessage: 'Dentistry' },
});

/** A specialty in the reader's language; one we do not know is shown as stored. */
export const specialtyLabel = (intl: IntlShape, value: string) =>
  isSpecialty(value) ? intl.formatMessage(specialtyMessages[value]) : value;

export const weekdayMessages = defineMessages({
  Sunday: { id: 'discovery.weekday.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'discovery.weekday.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'discovery.weekday.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'discovery.weekday.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'discovery.weekday.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'discovery.weekday.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'discovery.weekday.saturday', defaultMessage: 'Saturday' },
});

/** "10:00" as the reader's clock shows it (Devanagari digits in Nepali). */
export function formatClock(intl: IntlShape, clock: string) {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const plain = defineMessages({
  verified: { id: 'discovery.common.verified', defaultMessage: 'NMC verified' },
  goBack: { id: 'discovery.common.goBack', defaultMessage: 'Go Back' },
  findDoctors: { id: 'discovery.common.findDoctors', defaultMessage: 'Find doctors near you' },
  findHospitals: { id: 'discovery.common.findHospitals', defaultMessage: 'Search hospitals' },
  locationNotSpecified: {
    id: 'discovery.common.locationNotSpecified',
    defaultMessage: 'Location not specified',
  },
});

const withValues = defineMessages<{
  timeRange: { start: string; end: string };
  distance: { distance: string };
  years: { years: number };
}>({
  timeRange: { id: 'discovery.common.timeRange', defaultMessage: '{start} - {end}' },
  distance: { id: 'discovery.common.distance', defaultMessage: '{distance} km away' },
  years: {
    id: 'discovery.common.years',
    defaultMessage: '{years, plural, one {# year of experience} other {# years of experience}}',
  },
});

export const commonMessages = { ...plain, ...withValues };
