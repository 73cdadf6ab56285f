import { z } from 'zod';
import {
  MAX_BOOKING_DOCUMENTS,
  appointmentData,
  bookingFields,
  historyPaper,
  slot,
} from '@contract/appointments';
import type { BookingRequest } from './api';

/**
 * The booking wizard's one form across its steps (002 §2, §3): the day and its date
 * (step 1), the slot with its hospital (step 2), and the details, documents and history
 * paper (step 3). Every rule is the contract's: name, phone and reason are those of
 * `appointmentData`, which the server applies to the same fields.
 */
export const bookingForm = appointmentData
  .pick({ patientName: true, phone: true, reason: true, date: true })
  .extend({
    selectedDay: bookingFields.shape.selectedDay,
    /** The chosen slot as the server listed it: its times, hospital and fee. */
    slot: slot.nullable().transform((chosen, context) => {
      // Null while a preset slot is being checked: nothing can be sent yet.
      if (chosen === null) context.addIssue({ code: 'custom', message: 'REQUIRED' });
      return chosen ?? z.NEVER;
    }),
    historyPaperData: historyPaper.nullable(),
    documents: z.array(z.instanceof(File)).max(MAX_BOOKING_DOCUMENTS),
  });
export type BookingFormInput = z.input<typeof bookingForm>;
export type BookingFormValues = z.output<typeof bookingForm>;

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
