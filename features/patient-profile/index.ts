export { PatientProfileView, type PatientProfileViewProps } from './components/patient-profile';
export { ProfileDocuments } from './components/profile-documents';
