export {
  AppointmentStatusBadge,
  type AppointmentStatusBadgeProps,
} from './appointment-status-badge';
