export {
  NotificationIcon,
  NotificationSummary,
  type NotificationSummaryProps,
} from './notification-summary';
