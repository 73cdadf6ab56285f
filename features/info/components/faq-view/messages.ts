import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'info.faqView.title', defaultMessage: 'Frequently Asked Questions' },
  intro: {
    id: 'info.faqView.intro',
    defaultMessage:
      'Quick answers about accounts, booking, doctor verification, privacy and what is coming next. Select a question to see its answer.',
  },
  moreTitle: { id: 'info.faqView.moreTitle', defaultMessage: 'Still have a question?' },
  moreText: {
    id: 'info.faqView.moreText',
    defaultMessage: 'Search the Help Center, or write to us and our team will reply.',
  },
  helpCenter: { id: 'info.faqView.helpCenter', defaultMessage: 'Help Center' },
  contact: { id: 'info.faqView.contact', defaultMessage: 'Contact Us' },
});
