import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.donation.title', defaultMessage: 'Support Ujyalo' },
  body: {
    id: 'landing.donation.body',
    defaultMessage:
      'Ujyalo is free for patients. If it has helped you or your family, you can buy us a coffee by scanning this code with your payment app.',
  },
  alt: {
    id: 'landing.donation.alt',
    defaultMessage: 'QR code for a donation to Ujyalo Health',
  },
  thanks: {
    id: 'landing.donation.thanks',
    defaultMessage: 'Thank you for helping us keep the light on.',
  },
});
