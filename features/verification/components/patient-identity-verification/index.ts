export { PatientIdentityVerification } from './patient-identity-verification';
