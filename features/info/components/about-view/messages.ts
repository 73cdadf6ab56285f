import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'info.aboutView.title', defaultMessage: 'About Ujyalo Health' },
  meaning: {
    id: 'info.aboutView.meaning',
    defaultMessage:
      'Ujyalo (उज्यालो) means light. We want to be a ray of light in healthcare for everyone in Nepal.',
  },
  mission: {
    id: 'info.aboutView.mission',
    defaultMessage:
      'Ujyalo Health connects patients in Nepal with doctors, hospitals, labs, pharmacies and ambulances, and shares trusted health information in English and Nepali, so finding the right care is simpler wherever you live.',
  },
  connectTitle: { id: 'info.aboutView.connectTitle', defaultMessage: 'Who we connect you with' },
  doctors: { id: 'info.aboutView.doctors', defaultMessage: 'Doctors' },
  doctorsText: {
    id: 'info.aboutView.doctorsText',
    defaultMessage:
      'Find NMC-verified doctors by specialty or place, and book a time that suits you.',
  },
  hospitals: { id: 'info.aboutView.hospitals', defaultMessage: 'Hospitals' },
  hospitalsText: {
    id: 'info.aboutView.hospitalsText',
    defaultMessage: 'See which hospitals are near you and which doctors work there.',
  },
  labs: { id: 'info.aboutView.labs', defaultMessage: 'Labs' },
  labsText: {
    id: 'info.aboutView.labsText',
    defaultMessage: 'Find diagnostic labs for the tests your doctor asks for.',
  },
  pharmacies: { id: 'info.aboutView.pharmacies', defaultMessage: 'Pharmacies' },
  pharmaciesText: {
    id: 'info.aboutView.pharmaciesText',
    defaultMessage: 'Locate pharmacies and, soon, order your medicines.',
  },
  ambulances: { id: 'info.aboutView.ambulances', defaultMessage: 'Ambulances' },
  ambulancesText: {
    id: 'info.aboutView.ambulancesText',
    defaultMessage: 'Reach ambulance services quickly when every minute counts.',
  },
  betaTitle: { id: 'info.aboutView.betaTitle', defaultMessage: 'Where we are today' },
  betaBadge: { id: 'info.aboutView.betaBadge', defaultMessage: 'Beta' },
  betaLive: {
    id: 'info.aboutView.betaLive',
    defaultMessage:
      'Ujyalo Health is in beta. The patient and doctor services are live: you can find doctors, book appointments and keep your health records in one place today.',
  },
  betaComing: {
    id: 'info.aboutView.betaComing',
    defaultMessage:
      'Portals for hospitals, labs, pharmacies and ambulance services are being built, with launch expected in November/December 2025. These providers can already register and apply for verification.',
  },
  valuesTitle: { id: 'info.aboutView.valuesTitle', defaultMessage: 'What we value' },
  trust: { id: 'info.aboutView.trust', defaultMessage: 'Trust' },
  trustText: {
    id: 'info.aboutView.trustText',
    defaultMessage:
      'Doctors are checked against their Nepal Medical Council registration, education and experience before they show as verified.',
  },
  access: { id: 'info.aboutView.access', defaultMessage: 'Care for everyone' },
  accessText: {
    id: 'info.aboutView.accessText',
    defaultMessage:
      'In English and Nepali, easy to read, and light enough for everyday phones and slow connections.',
  },
  privacy: { id: 'info.aboutView.privacy', defaultMessage: 'Privacy' },
  privacyText: {
    id: 'info.aboutView.privacyText',
    defaultMessage:
      'Your health information belongs to you. It is shared only with the providers you choose, and never sold.',
  },
  kindness: { id: 'info.aboutView.kindness', defaultMessage: 'Kindness' },
  kindnessText: {
    id: 'info.aboutView.kindnessText',
    defaultMessage:
      'Calm, clear help at every step, and a team that listens to patients and providers alike.',
  },
  contactTitle: { id: 'info.aboutView.contactTitle', defaultMessage: 'Questions or ideas?' },
  contactText: {
    id: 'info.aboutView.contactText',
    defaultMessage:
      'We are building Ujyalo Health with the people who use it. We would love to hear from you.',
  },
  contactUs: { id: 'info.aboutView.contactUs', defaultMessage: 'Contact Us' },
});
