export { ContactView, contactFaqIds, type ContactViewProps } from './contact-view';
