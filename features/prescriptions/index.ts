// Prescriptions (issue 15): the patient's and the doctor's lists, the patient's own uploads,
// and the public page where a pharmacist verifies a prescription's code.
// The patient's screens
export { PatientPrescriptions } from './components/patient-prescriptions';
export { PrescriptionDetails, PrescriptionStatusBadge } from './components/prescription-details';
export { UploadPrescription } from './components/upload-prescription';
// The doctor's screens
export {
  DoctorPrescriptions,
  type DoctorPrescriptionsProps,
} from './components/doctor-prescriptions';
export type { PrescriptionFormSlot, RenderPrescriptionForm } from './components/edit-prescription';
export { PrescriptionPrint, PrescriptionSheet } from './components/prescription-print';
// The public verification page
export {
  DownloadPdfButton,
  prescriptionPdfName,
  useDownloadPrescriptionPdf,
} from './components/download-pdf';
export { RxVerify, type RxVerifyProps } from './components/rx-verify-page';
