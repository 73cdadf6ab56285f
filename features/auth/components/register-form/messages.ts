import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'auth.registerForm.title', defaultMessage: 'Create an account' },
  description: {
    id: 'auth.registerForm.description',
    defaultMessage: 'Join Ujyalo Health to find care, book appointments and keep your records.',
  },
  name: { id: 'auth.registerForm.name', defaultMessage: 'Name' },
  email: { id: 'auth.registerForm.email', defaultMessage: 'Email address' },
  phone: { id: 'auth.registerForm.phone', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'auth.registerForm.phoneHint',
    defaultMessage: 'With country code if outside Nepal, for example +977 9841234567',
  },
  password: { id: 'auth.registerForm.password', defaultMessage: 'Password' },
  confirmPassword: {
    id: 'auth.registerForm.confirmPassword',
    defaultMessage: 'Confirm password',
  },
  role: { id: 'auth.registerForm.role', defaultMessage: 'I am registering as' },
  rolePatient: { id: 'auth.registerForm.rolePatient', defaultMessage: 'Patient' },
  roleDoctor: { id: 'auth.registerForm.roleDoctor', defaultMessage: 'Doctor' },
  roleHospital: { id: 'auth.registerForm.roleHospital', defaultMessage: 'Hospital' },
  roleLab: { id: 'auth.registerForm.roleLab', defaultMessage: 'Lab' },
  rolePharmacy: { id: 'auth.registerForm.rolePharmacy', defaultMessage: 'Pharmacy' },
  roleAmbulance: { id: 'auth.registerForm.roleAmbulance', defaultMessage: 'Ambulance' },
  doctorDetails: {
    id: 'auth.registerForm.doctorDetails',
    defaultMessage: 'Doctor details',
  },
  fullName: {
    id: 'auth.registerForm.fullName',
    defaultMessage: 'Full name (as registered with NMC)',
  },
  gender: { id: 'auth.registerForm.gender', defaultMessage: 'Gender (optional)' },
  genderMale: { id: 'auth.registerForm.genderMale', defaultMessage: 'Male' },
  genderFemale: { id: 'auth.registerForm.genderFemale', defaultMessage: 'Female' },
  genderOther: { id: 'auth.registerForm.genderOther', defaultMessage: 'Other' },
  graduation: {
    id: 'auth.registerForm.graduation',
    defaultMessage: 'Graduation (degree and year)',
  },
  medicalCollege: { id: 'auth.registerForm.medicalCollege', defaultMessage: 'Medical college' },
  consentHeading: { id: 'auth.registerForm.consentHeading', defaultMessage: 'Do you agree?' },
  consentDataDisclosure: {
    id: 'auth.registerForm.consentDataDisclosure',
    defaultMessage: 'My chats and data may be disclosed when required for a legal case.',
  },
  consentContentModeration: {
    id: 'auth.registerForm.consentContentModeration',
    defaultMessage: 'Abusive or misleading posts may be deleted when they are reported.',
  },
  consentActivityRating: {
    id: 'auth.registerForm.consentActivityRating',
    defaultMessage: 'The admin may rate the activity of doctors.',
  },
  acceptTerms: {
    id: 'auth.registerForm.acceptTerms',
    defaultMessage: 'I accept the terms and conditions',
  },
  submit: { id: 'auth.registerForm.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'auth.registerForm.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'auth.registerForm.logIn', defaultMessage: 'Log in' },
  successPatient: {
    id: 'auth.registerForm.successPatient',
    defaultMessage: 'Your account has been created. Please log in.',
  },
  successProvider: {
    id: 'auth.registerForm.successProvider',
    defaultMessage:
      'Your account has been created. Please log in and complete your verification to start offering services.',
  },
  // The form's own wording (000 §5, §8); every other code is worded by the catalogue.
  REQUIRED: { id: 'auth.registerForm.error.required', defaultMessage: 'This field is required' },
  REGISTRATION_FAILED: {
    id: 'auth.registerForm.error.registrationFailed',
    defaultMessage: 'Registration failed. Please try again.',
  },
});
