export { DoctorProfile, type DoctorProfileProps } from './components/doctor-profile';
