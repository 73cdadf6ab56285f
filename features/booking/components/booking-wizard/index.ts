export {
  BookingWizard,
  POPUP_MS,
  verifyAccountHref,
  type BookingPreset,
  type BookingWizardProps,
} from './booking-wizard';
export { ARRIVE_EARLY_MINUTES, appointmentsHref } from './confirmation-step';
