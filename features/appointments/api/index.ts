export {
  useAppointments,
  useLiveAppointments,
  useRefreshAppointments,
  type AppointmentsState,
} from './use-appointments';
export { useAppointmentActions, type AppointmentActions } from './use-appointment-actions';
export { usePrescribe } from './use-prescribe';
export { usePrescriptions, type PrescriptionsState } from './use-prescriptions';
export { appointmentsKey, isAppointmentsKey, type AppointmentQuery } from './keys';
