export { DoctorPatients, type DoctorPatientsProps, type PrescriptionSlot } from './doctor-patients';
