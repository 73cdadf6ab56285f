export { PatientProfileView, type PatientProfileViewProps } from './patient-profile';
