export { NotificationsBell, type NotificationsBellProps } from './components/notifications-bell';
export { NotificationPreferences } from './components/notification-preferences';
export {
  NotificationsPanel,
  PANEL_LIMIT,
  type NotificationsPanelProps,
} from './components/notifications-panel';
export {
  BELL_LIMIT,
  NOTIFICATION_EVENT,
  useUnreadNotificationCount,
  type NotificationFilter,
} from './api';
