/**
 * Booking's plain limits and lists (issue 7; 002 §3, §5), without zod: the booking page
 * draws with them in its first load and loads the schemas of contract/appointments.ts
 * with its first check (ADR 0045, sixth pass).
 */

export const SLOT_MINUTES = 30;
/** How far ahead a slot may be booked, in days. */
export const BOOKING_HORIZON_DAYS = 60;
/** Documents attached to a booking: at most this many, each at most this size. */
export const MAX_BOOKING_DOCUMENTS = 5;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** 002 §5: pdf, jpg, jpeg, png, doc, docx; checked by their first bytes on the server. */
export const documentTypes = ['pdf', 'jpg', 'png', 'doc', 'docx'] as const;
export const documentAccept = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/** The longest name, phone and reason the Details step takes (`appointmentData`). */
export const appointmentDetailMax = { patientName: 100, phone: 20, reason: 1000 } as const;

// ---- History paper (002 §3) ----

export const historyPaperLanguages = ['en', 'np', 'hi'] as const;
export const symptoms = [
  'fever',
  'bodyache',
  'itching',
  'palpitation',
  'cough',
  'headache',
  'nausea',
  'vomiting',
  'diarrhea',
  'chestPain',
  'breathlessness',
  'rash',
] as const;
export type Symptom = (typeof symptoms)[number];
