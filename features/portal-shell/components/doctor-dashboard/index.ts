export { DoctorDashboard, type DoctorDashboardProps } from './doctor-dashboard';
