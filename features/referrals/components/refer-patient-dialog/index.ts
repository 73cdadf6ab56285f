export { ReferPatientDialog, type ReferPatientDialogProps } from './refer-patient-dialog';
