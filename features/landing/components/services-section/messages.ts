import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.services.title', defaultMessage: 'Our Services' },
  intro: {
    id: 'landing.services.intro',
    defaultMessage: 'Everything you need to look after your health, in one place.',
  },
  loginPrompt: { id: 'landing.services.loginPrompt', defaultMessage: 'Log in to continue' },
  doctorsTitle: { id: 'landing.services.doctorsTitle', defaultMessage: 'Find Doctors' },
  doctorsDescription: {
    id: 'landing.services.doctorsDescription',
    defaultMessage: 'Search verified doctors by specialty and city, and book an appointment.',
  },
  hospitalsTitle: { id: 'landing.services.hospitalsTitle', defaultMessage: 'Find Hospitals' },
  hospitalsDescription: {
    id: 'landing.services.hospitalsDescription',
    defaultMessage: 'See hospitals near you, their departments and how to reach them.',
  },
  medicineTitle: { id: 'landing.services.medicineTitle', defaultMessage: 'Order Medicine' },
  medicineDescription: {
    id: 'landing.services.medicineDescription',
    defaultMessage: 'Send your prescription to a nearby pharmacy and collect it when ready.',
  },
  labsTitle: { id: 'landing.services.labsTitle', defaultMessage: 'Find Labs' },
  labsDescription: {
    id: 'landing.services.labsDescription',
    defaultMessage: 'Find diagnostic labs for blood tests, X-rays and scans, and book a visit.',
  },
  ambulanceTitle: { id: 'landing.services.ambulanceTitle', defaultMessage: 'Find Ambulance' },
  ambulanceDescription: {
    id: 'landing.services.ambulanceDescription',
    defaultMessage: 'Reach an ambulance service near you quickly in an emergency.',
  },
});
