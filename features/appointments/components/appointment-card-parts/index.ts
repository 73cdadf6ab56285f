export { AppointmentDetailRow, type AppointmentDetailRowProps } from './appointment-detail-row';
export { AppointmentCardFrame, type AppointmentCardFrameProps } from './appointment-card-frame';
