import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.howItWorks.title', defaultMessage: 'How it works' },
  intro: {
    id: 'landing.howItWorks.intro',
    defaultMessage: 'Three simple steps from your phone to the care you need.',
  },
  registerTitle: { id: 'landing.howItWorks.registerTitle', defaultMessage: 'Register' },
  registerDescription: {
    id: 'landing.howItWorks.registerDescription',
    defaultMessage: 'Create your free account with your email or phone number.',
  },
  findTitle: { id: 'landing.howItWorks.findTitle', defaultMessage: 'Find services' },
  findDescription: {
    id: 'landing.howItWorks.findDescription',
    defaultMessage: 'Search doctors, hospitals, labs and pharmacies near you.',
  },
  connectTitle: { id: 'landing.howItWorks.connectTitle', defaultMessage: 'Connect' },
  connectDescription: {
    id: 'landing.howItWorks.connectDescription',
    defaultMessage: 'Book an appointment and stay in touch with your doctor.',
  },
});
