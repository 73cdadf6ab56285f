export { EmergencyServices } from './components/emergency-services';
export {
  EmergencyHistoryList,
  formatCoordinate,
  type EmergencyHistoryListProps,
} from './components/emergency-history-list';
export {
  LocatorProvider,
  LocationError,
  browserLocator,
  type Locator,
  type Position,
} from './api/locator';
