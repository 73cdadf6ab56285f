export { TermsOfService, type TermsOfServiceProps } from './terms-of-service';
