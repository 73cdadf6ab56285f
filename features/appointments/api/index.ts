export {
  useAppointments,
  useLiveAppointments,
  usePatchAppointments,
  useRefreshAppointments,
  type AppointmentQuery,
  type AppointmentsState,
} from './use-appointments';
export {
  useAppointmentAction,
  useAppointmentActions,
  type AppointmentAction,
  type AppointmentActions,
  type AppointmentMutation,
} from './use-appointment-actions';
export { usePrescribe } from './use-prescribe';
export { usePrescriptions, type PrescriptionsState } from './use-prescriptions';
export { isAppointmentsKey } from './keys';
