import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { Specialty } from '@contract/discovery';

/**
 * Specialties as people read them, keyed by the value the server stores (English). A
 * hospital's departments and a schedule's department are named by the same values, so
 * discovery, booking and the appointment screens all read them from here.
 */
export const specialtyMessages = defineMessages<Record<Specialty, NoMessageValues>>({
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

// Own keys only: a stored value such as "constructor" is not a specialty.
const isKnown = (value: string): value is Specialty => Object.hasOwn(specialtyMessages, value);

/** A specialty (or department) in the reader's language; one we do not know is shown as stored. */
export const specialtyLabel = (intl: IntlShape, value: string): string =>
  isKnown(value) ? intl.formatMessage(specialtyMessages[value]) : value;
