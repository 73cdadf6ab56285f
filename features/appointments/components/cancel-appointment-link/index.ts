export { CancelAppointmentLink, type CancelAppointmentLinkProps } from './cancel-appointment-link';
export { useCancelByLink } from './use-cancel-by-link';
