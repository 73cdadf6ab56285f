export { DoctorPrescriptions, type DoctorPrescriptionsProps } from './doctor-prescriptions';
