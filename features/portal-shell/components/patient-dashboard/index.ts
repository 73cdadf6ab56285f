export { PatientDashboard, type PatientDashboardProps } from './patient-dashboard';
export {
  readAmbulanceSearchState,
  useOpenAmbulanceSearch,
  type AmbulanceSearchState,
} from './ambulance-link';
