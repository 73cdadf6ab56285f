export { PrescriptionForm, type PrescriptionFormProps } from './prescription-form';
