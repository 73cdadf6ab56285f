export { DoctorProfileView, type DoctorProfileViewProps } from './doctor-profile-view';
