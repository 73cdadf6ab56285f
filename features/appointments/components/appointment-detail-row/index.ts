export { AppointmentDetailRow, type AppointmentDetailRowProps } from './appointment-detail-row';
