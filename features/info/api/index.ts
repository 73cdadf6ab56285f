export { useContactCalls } from './use-contact-calls';
