export { listConsultations, readConsultation, listMessages } from './read';
export {
  createConsultation,
  updateConsultationStatus,
  startConsultation,
  endConsultation,
  sendConsultationMessage,
} from './write';
