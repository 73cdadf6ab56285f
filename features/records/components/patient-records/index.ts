export { PatientRecords } from './patient-records';
