export { DoctorProfile, type DoctorProfileProps } from './doctor-profile';
