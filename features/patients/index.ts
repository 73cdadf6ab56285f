export {
  DoctorPatients,
  type DoctorPatientsProps,
  type PrescriptionSlot,
} from './components/doctor-patients';
export { PatientRecordsDialog, type FilePreviewSlot } from './components/patient-records-dialog';
