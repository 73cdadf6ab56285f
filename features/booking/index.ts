export {
  BookingWizard,
  POPUP_MS,
  type BookingPreset,
  type BookingWizardProps,
} from './components/booking-wizard';
export {
  HistoryPaperDialog,
  type HistoryPaperDialogProps,
  type HistoryPaperLanguage,
} from './components/history-paper-dialog';
export { bookingPresetFrom } from './preset';
export { useDoctorName } from './api/use-doctor-name';
export { nextDateFor, weekdayOf, type Weekday } from './next-date';
