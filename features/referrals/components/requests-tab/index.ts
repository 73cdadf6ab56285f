export { RequestsTab, type RequestsTabProps } from './requests-tab';
