export { AdvancedSchedule, type AdvancedScheduleProps } from './advanced-schedule';
