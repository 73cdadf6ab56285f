export {
  DoctorDashboard,
  type DoctorDashboardProps,
  type DoctorDashboardTab,
} from './doctor-dashboard';
