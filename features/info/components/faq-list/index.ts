export { FaqList, faqIds, type FaqId, type FaqListProps } from './faq-list';
