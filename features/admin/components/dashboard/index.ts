export { AdminDashboard } from './admin-dashboard';
