export { AnalyticsPanel } from './analytics-panel';
