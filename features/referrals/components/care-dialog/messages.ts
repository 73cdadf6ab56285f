import { defineMessages } from 'react-intl';

/** What the Transfer and Request Consultation dialogs share: loading and the patient, doctor and hospital. */
export const messages = defineMessages({
  loading: { id: 'referrals.careDialog.loading', defaultMessage: 'Loading…' },
  loadFailed: {
    id: 'referrals.careDialog.loadFailed',
    defaultMessage: 'Could not load your colleagues and patients. Please try again.',
  },
  patient: { id: 'referrals.careDialog.patient', defaultMessage: 'Patient' },
  choosePatient: { id: 'referrals.careDialog.choosePatient', defaultMessage: 'Choose a patient' },
  chooseDoctor: { id: 'referrals.careDialog.chooseDoctor', defaultMessage: 'Choose a doctor' },
  hospital: { id: 'referrals.careDialog.hospital', defaultMessage: 'Hospital' },
  chooseHospital: {
    id: 'referrals.careDialog.chooseHospital',
    defaultMessage: 'Choose a hospital',
  },
  findDoctor: { id: 'referrals.careDialog.findDoctor', defaultMessage: 'Find a doctor' },
  findBoth: {
    id: 'referrals.careDialog.findBoth',
    defaultMessage: 'Find a doctor or hospital',
  },
  findHint: {
    id: 'referrals.careDialog.findHint',
    defaultMessage: 'Name, specialty, hospital or city: the lists below show what matches.',
  },
  finding: { id: 'referrals.careDialog.finding', defaultMessage: 'Searching…' },
  findFailed: {
    id: 'referrals.careDialog.findFailed',
    defaultMessage: 'The search failed. The lists show the first colleagues by name.',
  },
});

/** The texts that take values. */
export const valued = defineMessages<{
  doctorOption: { name: string; specialty: string };
  hospitalOption: { name: string; city: string };
}>({
  doctorOption: { id: 'referrals.careDialog.doctorOption', defaultMessage: '{name} ({specialty})' },
  hospitalOption: { id: 'referrals.careDialog.hospitalOption', defaultMessage: '{name}, {city}' },
});
