export { SearchView } from './components/search-view';
export { useDoctor, useHospital } from './api';
export { NearbyDoctorsView, type NearbyDoctorsViewProps } from './components/nearby-doctors-view';
export { DoctorProfileView, type DoctorProfileViewProps } from './components/doctor-profile-view';
export { HospitalView, type HospitalViewProps } from './components/hospital-view';
export { DoctorCard, type DoctorCardProps } from './components/doctor-card';
export { ProviderCard, type ProviderCardProps } from './components/provider-card';
export {
  GeolocationProvider,
  useCurrentPosition,
  type GeolocationSource,
  type PositionState,
} from './geolocation';
export { filterDoctors, type DoctorFilter } from './filter-doctors';
export { NMC_REGISTER_SEARCH_URL, nmcRegisterUrl, links as discoveryLinks } from './constants';
export { RateProvider, type RateProviderProps } from './components/rate-provider';
