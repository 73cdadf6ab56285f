export {
  DoctorAppointments,
  matchesSearch,
  sortForDoctor,
  type DoctorAppointmentsProps,
} from './doctor-appointments';
export { AppointmentCard, type AppointmentCardProps } from './appointment-card';
export { AppointmentDetails } from './appointment-details';
