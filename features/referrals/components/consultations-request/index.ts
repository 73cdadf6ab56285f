export {
  RequestConsultationDialog,
  type RequestConsultationDialogProps,
} from './request-consultation-dialog';
