export { listDoctorPatients, readPatients, doctorIdOf, ageOf } from './list';
export { setCritical } from './critical';
export { seedDoctorPatients } from './seed';
