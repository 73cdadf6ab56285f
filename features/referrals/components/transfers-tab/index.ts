export { TransfersTab, type TransfersTabProps } from './transfers-tab';
