export { DoctorPatients, type DoctorPatientsProps, type PrescriptionSlot } from './doctor-patients';
export { careKinds, type CareActionSlot, type CareKind } from './care-actions';
