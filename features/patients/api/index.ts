export {
  useAcceptPatient,
  useDoctorPatients,
  useMarkCritical,
  usePatientRecords,
  useRejectPatient,
} from './use-doctor-patients';
export { useDownloadRecordFile } from './use-download-record-file';
