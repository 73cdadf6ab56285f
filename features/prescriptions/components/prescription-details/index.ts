export { PrescriptionDetails, type PrescriptionDetailsProps } from './prescription-details';
export {
  PrescriptionStatusBadge,
  type PrescriptionStatusBadgeProps,
} from './prescription-status-badge';
export { statusMessages as prescriptionStatusMessages } from './messages';
