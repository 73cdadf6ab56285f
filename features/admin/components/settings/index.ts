export { SystemSettings } from './system-settings';
