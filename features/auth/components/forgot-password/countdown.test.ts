import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  const now = 1_700_000_000_000;

  it('counts whole seconds up to the deadline', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 2_000, now)).toBe(2);
  });

  it('rounds a partial second up, so the button opens only when the time is over', () => {
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 1, now)).toBe(1);
  });

  it('is zero at and after the deadline', () => {
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 5_000, now)).toBe(0);
  });

  it('is zero when no countdown was started', () => {
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft(Number.NaN, now)).toBe(0);
  });
});
