import { describe, expect, it } from 'vitest';
import { detailFieldOf } from './booking-fields';
import { bookingForm, type BookingFormInput } from './booking-form';

const filled: BookingFormInput = {
  patientName: 'Sita Sharma',
  phone: '+9779841000001',
  reason: 'Chest pain',
  date: '2026-03-08',
  selectedDay: 'Sunday',
  slot: {
    startTime: '10:00',
    endTime: '10:30',
    hospital: { _id: 'h1', name: 'Bir Hospital' },
    department: 'cardiology',
    consultationFee: 1000,
    available: true,
  },
  historyPaperData: null,
  documents: [],
};

/** Each field's first problem, as the form shows it. */
const problems = (input: BookingFormInput) => {
  const result = bookingForm.safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('bookingForm', () => {
  it('accepts a complete form', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, phone: '01-4221119' })).toEqual({});
  });

  it('needs name, phone and reason; blanks count as missing', () => {
    expect(problems({ ...filled, patientName: ' ', phone: '', reason: '\n' })).toEqual({
      patientName: 'REQUIRED',
      phone: 'REQUIRED',
      reason: 'REQUIRED',
    });
  });

  it('checks the phone number with the contract’s pattern', () => {
    for (const phone of ['98410', 'call me', '++9779841000001'])
      expect(problems({ ...filled, phone })).toEqual({ phone: 'PHONE_INVALID' });
  });

  it('sends nothing while no slot is chosen', () => {
    expect(problems({ ...filled, slot: null })).toEqual({ slot: 'REQUIRED' });
  });

  it('places a server failure on the field it names', () => {
    expect(detailFieldOf('appointmentData.phone')).toBe('phone');
    expect(detailFieldOf('reason')).toBe('reason');
    expect(detailFieldOf('appointmentData.date')).toBeUndefined();
    expect(detailFieldOf(undefined)).toBeUndefined();
  });
});
