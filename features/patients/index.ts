export {
  DoctorPatients,
  type DoctorPatientsProps,
  type PrescriptionSlot,
  careKinds,
  type CareActionSlot,
  type CareKind,
} from './components/doctor-patients';
export { PatientRecordsDialog, type FilePreviewSlot } from './components/patient-records-dialog';
