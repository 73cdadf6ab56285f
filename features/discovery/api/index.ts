export { useSearchResults, type SearchCriteria, type SearchState } from './use-search-results';
export {
  useDoctorsNear,
  NEARBY_LIMIT,
  type NearbyCriteria,
  type NearbyDoctors,
} from './use-doctors-near';
export { useDoctor, useDoctorAvailability, type DaySlots, type DoctorState } from './use-doctor';
export { useHospital, type HospitalState } from './use-hospital';
