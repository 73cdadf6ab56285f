export {
  NotificationsPanel,
  PANEL_LIMIT,
  type NotificationsPanelProps,
} from './notifications-panel';
