import { describe, expect, it } from 'vitest';
import * as fixtures from '@mocks/fixtures/appointments';
import { sortPast, sortUpcoming } from './patient-appointments';

const at = (n: number, date: string, start: string) =>
  fixtures.makeAppointment({
    _id: fixtures.appointmentId(n),
    patientName: 'Sita Sharma',
    reason: 'Check-up',
    date,
    start,
  });

// Stored out of order; two on one day, so the time decides between them.
const list = [
  at(1, '2026-11-25', '14:00'),
  at(2, '2026-11-23', '11:00'),
  at(3, '2026-11-25', '09:30'),
  at(4, '2026-12-01', '08:00'),
];
const order = (appointments: typeof list) => appointments.map((a) => Number(a._id.slice(-2)));

describe('patient appointment order', () => {
  it('shows upcoming appointments soonest first, by date then time', () => {
    expect(order(sortUpcoming(list))).toEqual([2, 3, 1, 4]);
  });

  it('shows past appointments latest first, by date then time', () => {
    expect(order(sortPast(list))).toEqual([4, 1, 3, 2]);
  });

  it('leaves the list it was given as it was', () => {
    sortUpcoming(list);
    sortPast(list);
    expect(order(list)).toEqual([1, 2, 3, 4]);
  });
});
