export {
  DoctorDashboard,
  type DoctorDashboardProps,
  type DoctorDashboardTab,
} from './components/doctor-dashboard';
