import { describe, expect, it } from 'vitest';
import { bookingPresetFrom } from './preset';

const from = (query: string) => bookingPresetFrom(new URLSearchParams(query));

describe('bookingPresetFrom', () => {
  it('reads the profile’s "Book this slot" link', () => {
    expect(from('day=Sunday&start=10%3A00&hospital=Bir+Hospital')).toEqual({
      day: 'Sunday',
      startTime: '10:00',
      hospitalName: 'Bir Hospital',
    });
  });

  it('takes an end time and a hospital id when given', () => {
    expect(from('day=Thursday&start=15:00&end=15:30&hospitalId=400000000000000000000002')).toEqual({
      day: 'Thursday',
      startTime: '15:00',
      endTime: '15:30',
      hospitalId: '400000000000000000000002',
    });
  });

  it('gives no preset for a plain link or a malformed one', () => {
    expect(from('')).toBeUndefined();
    expect(from('day=Someday&start=10:00')).toBeUndefined();
    expect(from('day=Sunday&start=25:00')).toBeUndefined();
    expect(from('day=Sunday')).toBeUndefined();
    expect(from('day=Sunday&start=10:00&end=later')).toEqual({ day: 'Sunday', startTime: '10:00' });
  });
});
