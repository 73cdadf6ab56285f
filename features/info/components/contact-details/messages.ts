import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  addressLabel: NoMessageValues;
  address: NoMessageValues;
  phoneLabel: NoMessageValues;
  callUs: { phone: string };
  emailLabel: NoMessageValues;
  emailUs: { email: string };
  hoursLabel: NoMessageValues;
  hours: NoMessageValues;
  emergency: { ambulance: string; tel: MessageTag };
}>({
  title: { id: 'info.contactDetails.title', defaultMessage: 'Get in touch' },
  addressLabel: { id: 'info.contactDetails.addressLabel', defaultMessage: 'Office' },
  address: {
    id: 'info.contactDetails.address',
    defaultMessage: 'Ujyalo Health, New Baneshwor, Kathmandu 44600, Nepal',
  },
  phoneLabel: { id: 'info.contactDetails.phoneLabel', defaultMessage: 'Phone' },
  callUs: {
    id: 'info.contactDetails.callUs',
    defaultMessage: 'Call {phone}',
    description: 'Accessible name of the phone link.',
  },
  emailLabel: { id: 'info.contactDetails.emailLabel', defaultMessage: 'Email' },
  emailUs: {
    id: 'info.contactDetails.emailUs',
    defaultMessage: 'Email {email}',
    description: 'Accessible name of the email link.',
  },
  hoursLabel: { id: 'info.contactDetails.hoursLabel', defaultMessage: 'Support hours' },
  hours: {
    id: 'info.contactDetails.hours',
    defaultMessage: 'Sunday to Friday, 10 am to 5 pm (Nepal time)',
  },
  emergency: {
    id: 'info.contactDetails.emergency',
    defaultMessage:
      'This is not an emergency line. In an emergency, call <tel>{ambulance}</tel> for an ambulance or go to the nearest hospital.',
  },
});
