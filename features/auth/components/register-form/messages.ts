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
  // Validation and failure texts (000 §5, §8), keyed by the error code they stand for.
  REQUIRED: { id: 'auth.registerForm.error.required', defaultMessage: 'This field is required' },
  NAME_REQUIRED: {
    id: 'auth.registerForm.error.nameRequired',
    defaultMessage: 'Please enter your name',
  },
  TOO_LONG: { id: 'auth.registerForm.error.tooLong', defaultMessage: 'This value is too long' },
  EMAIL_INVALID: {
    id: 'auth.registerForm.error.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  PHONE_INVALID: {
    id: 'auth.registerForm.error.phoneInvalid',
    defaultMessage: 'Please enter a valid phone number',
  },
  PASSWORD_TOO_SHORT: {
    id: 'auth.registerForm.error.passwordTooShort',
    defaultMessage: 'Password must be at least 8 characters long',
  },
  PASSWORD_TOO_LONG: {
    id: 'auth.registerForm.error.passwordTooLong',
    defaultMessage: 'Password must be at most 128 characters long',
  },
  PASSWORDS_DO_NOT_MATCH: {
    id: 'auth.registerForm.error.passwordsDoNotMatch',
    defaultMessage: 'Passwords do not match',
  },
  CONSENT_REQUIRED: {
    id: 'auth.registerForm.error.consentRequired',
    defaultMessage: 'Please accept all consent agreements',
  },
  TERMS_REQUIRED: {
    id: 'auth.registerForm.error.termsRequired',
    defaultMessage: 'Please accept the terms and conditions',
  },
  EMAIL_EXISTS: {
    id: 'auth.registerForm.error.emailExists',
    defaultMessage: 'Email already exists',
  },
  PHONE_EXISTS: {
    id: 'auth.registerForm.error.phoneExists',
    defaultMessage: 'Phone number already exists',
  },
  SERVER_CONNECTION: {
    id: 'auth.registerForm.error.serverConnection',
    defaultMessage: 'Server connection error',
  },
  TIMEOUT: {
    id: 'auth.registerForm.error.timeout',
    defaultMessage: 'Connection timeout. Please try again.',
  },
  NETWORK: {
    id: 'auth.registerForm.error.network',
    defaultMessage: 'Network error. Please check your connection.',
  },
  REGISTRATION_FAILED: {
    id: 'auth.registerForm.error.registrationFailed',
    defaultMessage: 'Registration failed. Please try again.',
  },
});
