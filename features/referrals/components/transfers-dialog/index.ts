export { TransferPatientDialog, type TransferPatientDialogProps } from './transfer-patient-dialog';
