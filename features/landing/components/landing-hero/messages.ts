import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'landing.hero.eyebrow', defaultMessage: 'Ujyalo means light' },
  title: { id: 'landing.hero.title', defaultMessage: 'A ray of hope in healthcare' },
  lead: {
    id: 'landing.hero.lead',
    defaultMessage: 'Connect with Us for Healthcare and Information',
  },
  body: {
    id: 'landing.hero.body',
    defaultMessage:
      'Find doctors, hospitals, labs, pharmacies and ambulances across Nepal, and trusted health information, in English and Nepali.',
  },
  becomeMember: { id: 'landing.hero.becomeMember', defaultMessage: 'Become a Member' },
  exploreInformation: {
    id: 'landing.hero.exploreInformation',
    defaultMessage: 'Explore Health Information',
  },
});
