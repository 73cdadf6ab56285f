export {
  DoctorAppointments,
  AppointmentCard,
  AppointmentDetails,
  type DoctorAppointmentsProps,
  type AppointmentCardProps,
} from './components/doctor-appointments';
export {
  PatientAppointments,
  PatientAppointmentCard,
  type PatientAppointmentsProps,
  type PatientAppointmentCardProps,
} from './components/patient-appointments';
export { PrescriptionForm, type PrescriptionFormProps } from './components/prescription-form';
export {
  CancelAppointmentLink,
  useCancelByLink,
  type CancelAppointmentLinkProps,
} from './components/cancel-appointment-link';
export {
  AppointmentStatusBadge,
  type AppointmentStatusBadgeProps,
} from './components/appointment-status-badge';
export {
  useAppointments,
  useAppointmentActions,
  useLiveAppointments,
  usePrescribe,
  usePrescriptions,
  type AppointmentActions,
  type AppointmentQuery,
  type AppointmentsState,
  type PrescriptionsState,
} from './api';
export {
  commonMessages as appointmentCommonMessages,
  formatClock,
  formatSlot,
  historyLanguageMessages,
  statusMessages,
  symptomMessages,
  timingMessages,
  urgencyMessages,
  weekdayMessages as appointmentWeekdayMessages,
} from './messages';
