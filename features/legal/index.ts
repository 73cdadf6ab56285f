export { PrivacyPolicy, type PrivacyPolicyProps } from './components/privacy-policy';
export { TermsOfService, type TermsOfServiceProps } from './components/terms-of-service';
export { CookiePolicy, type CookiePolicyProps } from './components/cookie-policy';
export {
  PolicyCentre,
  defaultPolicySection,
  isPolicySection,
  policySectionIds,
  type PolicyCentreProps,
  type PolicySectionId,
} from './components/policy-centre';
export {
  CONSENT_STORAGE_KEY,
  ConsentDialog,
  ConsentGate,
  useConsent,
  type ConsentDialogProps,
  type ConsentGateProps,
  type ConsentState,
  type UseConsentOptions,
} from './components/consent-dialog';
export { legalContact } from './legal-info';
