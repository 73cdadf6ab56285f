import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';

/** What every legal document shares: the date line, the contents list, the contact block. */
export const messages = defineMessages<{
  lastUpdated: { date: PrimitiveType };
  onThisPage: NoMessageValues;
  contactHeading: NoMessageValues;
  contactEmail: { email: PrimitiveType };
  contactPhone: { phone: PrimitiveType };
  contactAddress: NoMessageValues;
  contactHours: NoMessageValues;
}>({
  lastUpdated: { id: 'legal.document.lastUpdated', defaultMessage: 'Last updated: {date}' },
  onThisPage: { id: 'legal.document.onThisPage', defaultMessage: 'On this page' },
  contactHeading: { id: 'legal.document.contactHeading', defaultMessage: 'Ujyalo Health' },
  contactEmail: { id: 'legal.document.contactEmail', defaultMessage: 'Email: {email}' },
  contactPhone: { id: 'legal.document.contactPhone', defaultMessage: 'Phone: {phone}' },
  contactAddress: {
    id: 'legal.document.contactAddress',
    defaultMessage: 'Address: New Baneshwor, Kathmandu 44600, Nepal',
  },
  contactHours: {
    id: 'legal.document.contactHours',
    defaultMessage: 'Our phone line is open Sunday to Friday, 10 am to 5 pm Nepal time.',
  },
});
