import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  viewDetails: NoMessageValues;
  viewDetailsOf: { name: string };
  call: { phone: string };
}>({
  viewDetails: { id: 'discovery.providerCard.viewDetails', defaultMessage: 'View Details' },
  viewDetailsOf: {
    id: 'discovery.providerCard.viewDetailsOf',
    defaultMessage: 'View details of {name}',
  },
  call: { id: 'discovery.providerCard.call', defaultMessage: 'Call {phone}' },
});
