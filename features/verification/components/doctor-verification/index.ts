export { DoctorVerification } from './doctor-verification';
