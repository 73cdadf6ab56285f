import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.about.title', defaultMessage: 'About Ujyalo Health' },
  mission: {
    id: 'landing.about.mission',
    defaultMessage:
      'Ujyalo means light. We want to be a ray of hope in healthcare for every family in Nepal: one trusted place to find care, from the city to the hills, in the language you are most at home in.',
  },
  providers: {
    id: 'landing.about.providers',
    defaultMessage:
      'Doctors are verified against their Nepal Medical Council registration, and hospitals, labs, pharmacies and ambulance services can join and apply for verification.',
  },
  beta: {
    id: 'landing.about.beta',
    defaultMessage:
      'We are in beta: patient and doctor services are open now, and hospital, lab, pharmacy and ambulance services are on their way.',
  },
  more: { id: 'landing.about.more', defaultMessage: 'More about us' },
});
