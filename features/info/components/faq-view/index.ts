export { FaqView, type FaqViewProps } from './faq-view';
