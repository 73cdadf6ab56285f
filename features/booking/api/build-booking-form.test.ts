import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingFields, historyPaper } from '@contract/appointments';
import { buildBookingForm, type BookingRequest } from './build-booking-form';

const request: BookingRequest = {
  doctorId: 'd0c70000000000000000000001',
  day: 'Sunday',
  slot: { startTime: '10:00', endTime: '10:30' },
  hospitalId: '400000000000000000000001',
  details: {
    patientName: '  Sita Sharma ',
    phone: '9841000001',
    reason: 'Chest pain',
    date: '2026-03-08',
  },
  historyPaper: null,
  documents: [],
};

/** The text fields as the server reads them: JSON fields parsed, "true"/"false" as booleans. */
function serverView(form: FormData) {
  const text = (name: string) => form.get(name) as string;
  return {
    doctorId: text('doctorId'),
    selectedDay: text('selectedDay'),
    selectedTimeSlot: JSON.parse(text('selectedTimeSlot')) as unknown,
    selectedHospital: text('selectedHospital'),
    appointmentData: JSON.parse(text('appointmentData')) as unknown,
    medicalRecordConsent: text('medicalRecordConsent') === 'true',
    includeHistoryPaper: text('includeHistoryPaper') === 'true',
    historyPaperData: form.has('historyPaperData')
      ? (JSON.parse(text('historyPaperData')) as unknown)
      : undefined,
  };
}

// The contract's ids are uuids; the demo fixtures' are not. Every other field is checked.
const fields = bookingFields.extend({
  doctorId: z.string().min(1),
  selectedHospital: z.string().min(1),
});

describe('buildBookingForm', () => {
  it('sends the text fields of 002 §3 in the shape the contract reads', () => {
    const form = buildBookingForm(request);
    const view = serverView(form);
    expect(view).toEqual({
      doctorId: request.doctorId,
      selectedDay: 'Sunday',
      selectedTimeSlot: { startTime: '10:00', endTime: '10:30' },
      selectedHospital: request.hospitalId,
      appointmentData: {
        patientName: 'Sita Sharma',
        phone: '9841000001',
        reason: 'Chest pain',
        date: '2026-03-08',
      },
      medicalRecordConsent: true,
      includeHistoryPaper: false,
      historyPaperData: undefined,
    });
    expect(fields.safeParse(view).error?.issues ?? []).toEqual([]);
    expect(form.getAll('historyDocuments')).toEqual([]);
  });

  it('adds the history paper and every document', () => {
    const paper = historyPaper.parse({
      language: 'np',
      symptoms: [{ symptom: 'fever', days: 3 }],
      allergies: { present: true, text: 'Penicillin' },
    });
    const documents = [
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
      new File(['png'], 'x-ray.png', { type: 'image/png' }),
    ];
    const form = buildBookingForm({ ...request, historyPaper: paper, documents });
    const view = serverView(form);
    expect(view.includeHistoryPaper).toBe(true);
    expect(historyPaper.parse(view.historyPaperData)).toEqual(paper);
    expect(fields.safeParse(view).error?.issues ?? []).toEqual([]);
    const files = form.getAll('historyDocuments') as File[];
    expect(files.map((file) => file.name)).toEqual(['report.pdf', 'x-ray.png']);
  });
});
