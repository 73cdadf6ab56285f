/** Finding doctors, hospitals, labs and pharmacies: see ./shared.ts. */
export { DOCTOR_NEARBY_RADIUS_KM, PROVIDER_NEARBY_RADIUS_KM, kindOf, searchWords } from './shared';
export { listDoctors, nearbyDoctors, searchDoctors } from './doctors';
export { getDoctor, doctorSchedule, doctorAvailability } from './profiles';
export {
  listProviders,
  searchProviders,
  nearbyProviders,
  getProvider,
  getHospital,
} from './providers';
export { searchEverything } from './search';
