/** Booking and appointments (issue 7, ADR 0011): see ./dates.ts. */
export { nepalToday, addDays, weekdayOf } from './dates';
export { slotsOn } from './slots';
export { listAppointments, getAppointment, findAppointment } from './read';
export { type StoredFile, type BookingDeps, book } from './booking';
export { acceptAppointment, changeAppointmentStatus } from './decisions';
