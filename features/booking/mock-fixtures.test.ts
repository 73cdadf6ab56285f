import { describe, expect, it } from 'vitest';
import { appointmentResponse, slotsResponse } from '@contract/appointments';
import * as fixtures from '@mocks/fixtures/booking';

// The booking mocks must not drift from what the server sends: every success answer parses.
describe('booking fixtures match the contract', () => {
  const doctor = fixtures.bookingDoctor;

  it.each([
    ['Sunday at Bir Hospital', '2026-03-08'],
    ['Thursday at Norvic', '2026-03-05'],
    ['a day off', '2026-03-02'],
  ])('slots, %s', (_name, date) => {
    const parsed = slotsResponse.safeParse({
      success: true,
      data: fixtures.daySlots(doctor, date),
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('cuts each session into 30-minute slots, the second one taken', () => {
    const slots = fixtures.slotsOf(doctor, '2026-03-08');
    expect(slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '10:00-10:30',
      '10:30-11:00',
      '11:00-11:30',
      '11:30-12:00',
      '12:00-12:30',
      '12:30-13:00',
      '13:00-13:30',
      '13:30-14:00',
    ]);
    expect(slots.filter((s) => !s.available).map((s) => s.startTime)).toEqual(['10:30']);
    expect(new Set(slots.map((s) => s.hospital.name))).toEqual(new Set(['Bir Hospital']));
  });

  it('an appointment, with and without a history paper', () => {
    for (const appointment of [
      fixtures.requestedAppointment(),
      fixtures.requestedAppointment({
        historyPaper: fixtures.historyPaper,
        documents: [{ _id: 'doc-1', name: 'ecg.pdf', type: 'pdf', size: 120_000 }],
      }),
    ]) {
      const parsed = appointmentResponse.safeParse({ success: true, data: { appointment } });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
});
