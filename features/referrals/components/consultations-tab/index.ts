export { ConsultationsTab, type ConsultationsTabProps } from './consultations-tab';
