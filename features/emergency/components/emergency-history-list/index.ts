export { EmergencyHistoryList, type EmergencyHistoryListProps } from './emergency-history-list';
export { formatCoordinate } from './format';
