export { UploadPrescription, type UploadPrescriptionProps } from './upload-prescription';
