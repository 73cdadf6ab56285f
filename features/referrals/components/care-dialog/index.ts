export { CareDialog, type CareDialogProps } from './care-dialog';
export { CareFormData, type CareFormDataProps, type CarePatient } from './care-form-data';
export { CareTargetFields, type CareTargetFieldsProps } from './care-target-fields';
