import { describe, expect, it } from 'vitest';
import type { DoctorListItem } from '@contract/entities';
import { filterDoctors } from './filter-doctors';

const doctor = (
  fullName: string,
  specialization: string,
  city: string,
  averageRating: number,
): DoctorListItem => ({
  _id: fullName,
  fullName,
  specialization,
  experience: 10,
  averageRating,
  profileImageUrl: null,
  nmcVerified: true,
  clinicDetails: { address: { city } },
  advancedSchedule: [],
});

const doctors = [
  doctor('Dr. Anil Koirala', 'Cardiology', 'Kathmandu', 4.8),
  doctor('Dr. Kabita Baral', 'Cardiology', 'Pokhara', 4.3),
  doctor('Dr. Suman Rai', 'Orthopedics', 'Pokhara', 4.0),
  doctor('Dr. Bikash Shrestha', 'Dermatology', 'Bhaktapur', 3.8),
];
const names = (list: DoctorListItem[]) => list.map((d) => d.fullName);

describe('filterDoctors (000 §5)', () => {
  it('keeps everyone without filters', () => {
    expect(filterDoctors(doctors, {})).toHaveLength(4);
  });

  it('matches the text against name, specialty or location, ignoring case', () => {
    expect(names(filterDoctors(doctors, { text: 'KOIRALA' }))).toEqual(['Dr. Anil Koirala']);
    expect(names(filterDoctors(doctors, { text: 'cardio' }))).toEqual([
      'Dr. Anil Koirala',
      'Dr. Kabita Baral',
    ]);
    expect(names(filterDoctors(doctors, { text: ' pokhara ' }))).toEqual([
      'Dr. Kabita Baral',
      'Dr. Suman Rai',
    ]);
  });

  it('needs the specialty to match exactly', () => {
    expect(filterDoctors(doctors, { specialty: 'Cardio' })).toEqual([]);
    expect(names(filterDoctors(doctors, { specialty: 'Orthopedics' }))).toEqual(['Dr. Suman Rai']);
  });

  it('keeps ratings at or above the minimum', () => {
    expect(names(filterDoctors(doctors, { minRating: 4.3 }))).toEqual([
      'Dr. Anil Koirala',
      'Dr. Kabita Baral',
    ]);
  });

  it('combines the filters', () => {
    expect(
      names(filterDoctors(doctors, { text: 'pokhara', specialty: 'Cardiology', minRating: 4 })),
    ).toEqual(['Dr. Kabita Baral']);
  });
});
