import type { AppointmentData, HistoryPaper, TimeSlot } from '@contract/appointments';
import type { Weekday } from '../next-date';

/** Everything a booking sends (002 §3 "Booking submission"). */
export type BookingRequest = {
  doctorId: string;
  day: Weekday;
  slot: TimeSlot;
  /** The hospital's id. */
  hospitalId: string;
  details: AppointmentData;
  /** Sent only when the patient filled one in. */
  historyPaper: HistoryPaper | null;
  documents: readonly File[];
};

/**
 * The multipart body of POST /appointments/enhanced: text fields, the structured ones as
 * JSON strings, and each document as a repeated `historyDocuments` file. Consent is
 * always "true": the request is only built after the consent dialog was accepted.
 */
export function buildBookingForm(request: BookingRequest): FormData {
  const form = new FormData();
  form.set('doctorId', request.doctorId);
  form.set('selectedDay', request.day);
  form.set(
    'selectedTimeSlot',
    JSON.stringify({ startTime: request.slot.startTime, endTime: request.slot.endTime }),
  );
  form.set('selectedHospital', request.hospitalId);
  form.set(
    'appointmentData',
    JSON.stringify({
      patientName: request.details.patientName.trim(),
      phone: request.details.phone.trim(),
      reason: request.details.reason.trim(),
      date: request.details.date,
    }),
  );
  form.set('medicalRecordConsent', 'true');
  form.set('includeHistoryPaper', request.historyPaper ? 'true' : 'false');
  if (request.historyPaper) form.set('historyPaperData', JSON.stringify(request.historyPaper));
  for (const file of request.documents) form.append('historyDocuments', file, file.name);
  return form;
}
