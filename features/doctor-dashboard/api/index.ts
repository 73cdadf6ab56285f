export {
  DASHBOARD_NOTIFICATIONS,
  useDashboardNotifications,
  useDoctorAnalytics,
  useDoctorDashboard,
  useReadAllNotifications,
  useReadNotification,
} from './dashboard';
