export { NotificationPreferences } from './notification-preferences';
