import { describe, expect, it } from 'vitest';
import { nepalToday } from '.';

describe('nepalToday', () => {
  it('turns the day at midnight in Kathmandu (UTC+5:45), not at midnight UTC', () => {
    expect(nepalToday(new Date('2026-03-01T18:14:00Z'))).toBe('2026-03-01');
    expect(nepalToday(new Date('2026-03-01T18:15:00Z'))).toBe('2026-03-02');
  });
});
