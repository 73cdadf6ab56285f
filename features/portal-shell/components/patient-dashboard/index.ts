export { PatientDashboard, type PatientDashboardProps } from './patient-dashboard';
