export {
  BELL_LIMIT,
  NOTIFICATION_EVENT,
  useUnreadNotificationCount,
  useLocale,
  useNotificationActions,
  useNotifications,
  type NotificationActions,
  type NotificationsState,
} from './use-notifications';
export {
  matchesFilter,
  notificationFilters,
  pickNotification,
  withAllRead,
  withArrival,
  withRead,
  type Notification,
  type NotificationFilter,
  type NotificationList,
  type NotificationType,
} from './notification-list';
