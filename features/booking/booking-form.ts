import { z } from 'zod';
import {
  MAX_BOOKING_DOCUMENTS,
  appointmentData,
  bookingFields,
  historyPaper,
  slot,
} from '@contract/appointments';

/**
 * The booking wizard's one form across its steps (002 §2, §3): the day and its date
 * (step 1), the slot with its hospital (step 2), and the details, documents and history
 * paper (step 3). Every rule is the contract's: name, phone and reason are those of
 * `appointmentData`, which the server applies to the same fields. It brings zod, so the
 * wizard loads it with its first check (`bookingSchema` in ./booking-fields.ts); what the
 * steps draw with is in ./booking-fields.ts.
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
