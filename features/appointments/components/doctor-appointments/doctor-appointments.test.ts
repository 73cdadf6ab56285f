import { describe, expect, it } from 'vitest';
import * as fixtures from '@mocks/fixtures/appointments';
import { matchesSearch, sortForDoctor } from './doctor-appointments';

describe('sortForDoctor', () => {
  it('puts open appointments first, soonest first, then the rest latest first', () => {
    expect(sortForDoctor(fixtures.appointments).map((a) => a.patientName)).toEqual([
      'Gita Poudel',
      'Hari Prasad Adhikari',
      'Ramesh Karki',
      'Sabina Shrestha',
      'Sita Sharma',
      'Anjali Thapa Magar',
      'Krishna Bahadur Magar',
      'Sunita Rai',
      'Prakash Gurung',
    ]);
  });
});

describe('matchesSearch', () => {
  const hari = fixtures.requested;
  it('matches patient name, reason or hospital, every word, in any case', () => {
    expect(matchesSearch(hari, '')).toBe(true);
    expect(matchesSearch(hari, 'HARI')).toBe(true);
    expect(matchesSearch(hari, 'chest stairs')).toBe(true);
    expect(matchesSearch(hari, 'bir hari')).toBe(true);
    expect(matchesSearch(hari, 'norvic')).toBe(false);
    expect(matchesSearch(hari, 'hari fever')).toBe(false);
  });

  it('does not search the phone number', () => {
    expect(matchesSearch(hari, '9841234567')).toBe(false);
  });
});
