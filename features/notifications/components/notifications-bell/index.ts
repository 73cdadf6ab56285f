export { NotificationsBell, type NotificationsBellProps } from './notifications-bell';
