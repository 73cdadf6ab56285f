export {
  NotificationDetailDialog,
  useNotificationDetail,
  type NotificationDetailDialogProps,
} from './notification-detail-dialog';
