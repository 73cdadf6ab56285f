import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'prescriptions.rxVerify.heading', defaultMessage: 'Prescription check' },
  intro: {
    id: 'prescriptions.rxVerify.intro',
    defaultMessage:
      'For pharmacists: whether a Ujyalo Health prescription is genuine and still valid.',
  },
  checking: { id: 'prescriptions.rxVerify.checking', defaultMessage: 'Checking the prescription…' },
  activeTitle: {
    id: 'prescriptions.rxVerify.activeTitle',
    defaultMessage: 'Genuine and valid',
  },
  activeText: {
    id: 'prescriptions.rxVerify.activeText',
    defaultMessage: 'This prescription was written by the doctor below and may be dispensed.',
  },
  expiredTitle: {
    id: 'prescriptions.rxVerify.expiredTitle',
    defaultMessage: 'Genuine, but expired',
  },
  expiredText: {
    id: 'prescriptions.rxVerify.expiredText',
    defaultMessage:
      'Its validity has ended. Do not dispense; the patient should see their doctor again.',
  },
  completedTitle: {
    id: 'prescriptions.rxVerify.completedTitle',
    defaultMessage: 'Genuine, course completed',
  },
  completedText: {
    id: 'prescriptions.rxVerify.completedText',
    defaultMessage: 'The doctor has marked this treatment as completed. Do not dispense it again.',
  },
  cancelledTitle: {
    id: 'prescriptions.rxVerify.cancelledTitle',
    defaultMessage: 'Cancelled by the doctor',
  },
  cancelledText: {
    id: 'prescriptions.rxVerify.cancelledText',
    defaultMessage: 'This prescription is no longer in force. Do not dispense it.',
  },
  code: { id: 'prescriptions.rxVerify.code', defaultMessage: 'Code' },
  doctor: { id: 'prescriptions.rxVerify.doctor', defaultMessage: 'Doctor' },
  nmc: { id: 'prescriptions.rxVerify.nmc', defaultMessage: 'NMC number' },
  hospital: { id: 'prescriptions.rxVerify.hospital', defaultMessage: 'Hospital' },
  issuedOn: { id: 'prescriptions.rxVerify.issuedOn', defaultMessage: 'Written on' },
  validUntil: { id: 'prescriptions.rxVerify.validUntil', defaultMessage: 'Valid until' },
  patient: { id: 'prescriptions.rxVerify.patient', defaultMessage: 'Patient (initials)' },
  medicines: { id: 'prescriptions.rxVerify.medicines', defaultMessage: 'Medicines' },
  privacy: {
    id: 'prescriptions.rxVerify.privacy',
    defaultMessage:
      "Only the patient's initials are shown. Compare the medicines with the paper or PDF you were given.",
  },
  notFoundTitle: {
    id: 'prescriptions.rxVerify.notFoundTitle',
    defaultMessage: 'Not a known prescription',
  },
  noMatch: {
    id: 'prescriptions.rxVerify.noMatch',
    defaultMessage: 'No prescription matches this code.',
  },
  notFoundHint: {
    id: 'prescriptions.rxVerify.notFoundHint',
    defaultMessage:
      'Check the code printed under the QR code. If it still does not match, the prescription may not be genuine.',
  },
  failedTitle: {
    id: 'prescriptions.rxVerify.failedTitle',
    defaultMessage: 'The prescription could not be checked',
  },
  rateLimited: {
    id: 'prescriptions.rxVerify.rateLimited',
    defaultMessage: 'Too many checks from this connection. Please wait a minute and try again.',
  },
  offline: {
    id: 'prescriptions.rxVerify.offline',
    defaultMessage: 'No internet connection. Check the connection and try again.',
  },
  serverError: {
    id: 'prescriptions.rxVerify.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
});
