import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  brand: { id: 'legal.consentDialog.brand', defaultMessage: 'Ujyalo Health' },
  title: { id: 'legal.consentDialog.title', defaultMessage: 'Do you agree?' },
  intro: {
    id: 'legal.consentDialog.intro',
    defaultMessage:
      'Before you continue, please read these three points. They help keep Ujyalo Health safe and fair for everyone.',
  },
  dataDisclosure: {
    id: 'legal.consentDialog.dataDisclosure',
    defaultMessage: 'Your chats and data may be disclosed when they are required for a legal case.',
  },
  contentModeration: {
    id: 'legal.consentDialog.contentModeration',
    defaultMessage: 'Abusive or misleading posts may be deleted when they are reported.',
  },
  activityRating: {
    id: 'legal.consentDialog.activityRating',
    defaultMessage: 'The admin may rate the activity of doctors.',
  },
  agree: { id: 'legal.consentDialog.agree', defaultMessage: 'I Agree' },
  disagree: { id: 'legal.consentDialog.disagree', defaultMessage: 'I Disagree' },
  // Error catalogue (000 §8): consent declined.
  declined: {
    id: 'legal.consentDialog.declined',
    defaultMessage: 'You must accept the terms to use this application.',
  },
});
