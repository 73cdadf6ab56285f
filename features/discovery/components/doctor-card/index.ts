export { DoctorCard, type DoctorCardProps } from './doctor-card';
