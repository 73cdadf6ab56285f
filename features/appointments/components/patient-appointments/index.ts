export {
  PatientAppointments,
  sortPast,
  sortUpcoming,
  type PatientAppointmentsProps,
} from './patient-appointments';
export {
  PatientAppointmentCard,
  type PatientAppointmentCardProps,
} from './patient-appointment-card';
