export { useSendContact } from './use-contact-calls';
