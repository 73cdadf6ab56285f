export { DoctorVerification } from './components/doctor-verification';
export { PatientIdentityVerification } from './components/patient-identity-verification';
