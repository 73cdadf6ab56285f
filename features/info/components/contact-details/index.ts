export { ContactDetails, type ContactDetailsProps } from './contact-details';
