export { HospitalView, type HospitalViewProps } from './hospital-view';
