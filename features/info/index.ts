export { AboutView, type AboutViewProps } from './components/about-view';
export { ContactDetails, type ContactDetailsProps } from './components/contact-details';
export type { ContactFormProps } from './components/contact-form';
export { ContactView, contactFaqIds, type ContactViewProps } from './components/contact-view';
export { FaqList, faqIds, type FaqId, type FaqListProps } from './components/faq-list';
export { FaqView, type FaqViewProps } from './components/faq-view';
export { HelpCenterView, type HelpCenterViewProps } from './components/help-center-view';
export { useSendContact } from './api';
