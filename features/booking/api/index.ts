export { useBookableDays, type BookableDay, type BookableDays } from './use-bookable-days';
export { useSlots, type DaySlots } from './use-slots';
export { useDoctorName } from './use-doctor-name';
export { useBookAppointment } from './use-book-appointment';
export { buildBookingForm, type BookingRequest } from './build-booking-form';
