export { ConsentDialog, type ConsentDialogProps } from './consent-dialog';
export { ConsentGate, type ConsentGateProps } from './consent-gate';
export {
  CONSENT_STORAGE_KEY,
  useConsent,
  type ConsentState,
  type UseConsentOptions,
} from './use-consent';
