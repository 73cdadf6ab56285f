export { PatientPrescriptions, type PatientPrescriptionsProps } from './patient-prescriptions';
