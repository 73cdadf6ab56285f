export { AdvancedSchedule, type AdvancedScheduleProps } from './components/advanced-schedule';
