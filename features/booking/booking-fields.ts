import type { BookingRequest } from './api';
import type { BookingFormValues, bookingForm } from './booking-form';

/**
 * What the booking wizard's steps need of its form without zod: the detail fields, where
 * a server failure goes, and the request the values make. The schema itself
 * (./booking-form.ts) loads with the form's first check.
 */
export const bookingSchema = (): Promise<typeof bookingForm> =>
  import('./booking-form').then((m) => m.bookingForm);

/** The details the patient types, in the form's order (a failure on one is placed there). */
export const detailFields = ['patientName', 'phone', 'reason'] as const;
export type DetailField = (typeof detailFields)[number];

/** The form's field a server failure names (`appointmentData.phone` is `phone`). */
export const detailFieldOf = (field: string | undefined): DetailField | undefined =>
  detailFields.find((name) => field === name || field === `appointmentData.${name}`);

/** What the form sends for the doctor (002 §3 "Booking submission"). */
export const requestOf = (doctorId: string, values: BookingFormValues): BookingRequest => ({
  doctorId,
  day: values.selectedDay,
  slot: { startTime: values.slot.startTime, endTime: values.slot.endTime },
  hospitalId: values.slot.hospital._id,
  details: {
    patientName: values.patientName,
    phone: values.phone,
    reason: values.reason,
    date: values.date,
  },
  historyPaper: values.historyPaperData,
  documents: values.documents,
});
