export {
  PatientRecordsDialog,
  type FilePreviewSlot,
  type PatientRecordsDialogProps,
} from './patient-records-dialog';
