import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'info.contactView.title', defaultMessage: 'Contact Us' },
  intro: {
    id: 'info.contactView.intro',
    defaultMessage:
      'Questions about your account, a booking or how Ujyalo Health works? Send us a message and our team in Kathmandu will get back to you.',
  },
  faqTitle: { id: 'info.contactView.faqTitle', defaultMessage: 'Common questions' },
  allFaqs: { id: 'info.contactView.allFaqs', defaultMessage: 'See all questions' },
  helpCenter: { id: 'info.contactView.helpCenter', defaultMessage: 'Visit the Help Center' },
});
