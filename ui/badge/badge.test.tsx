import { describe, expect, it } from 'vitest';
import { statusVariant } from './status';

describe('statusVariant', () => {
  it.each([
    ['requested', 'warning'],
    ['pending', 'warning'],
    ['confirmed', 'info'],
    ['scheduled', 'info'],
    ['in-progress', 'secondary'],
    ['completed', 'success'],
    ['finished', 'success'],
    ['done', 'success'],
    ['cancelled', 'danger'],
    ['canceled', 'danger'],
    ['declined', 'danger'],
    ['rejected', 'danger'],
  ] as const)('%s → %s', (status, tone) => {
    expect(statusVariant(status)).toBe(tone);
  });

  it('ignores case, spaces and underscores', () => {
    expect(statusVariant('  Confirmed ')).toBe('info');
    expect(statusVariant('IN_PROGRESS')).toBe('secondary');
    expect(statusVariant('In Progress')).toBe('secondary');
  });

  it('falls back to neutral for unknown or missing statuses', () => {
    expect(statusVariant('no-show')).toBe('neutral');
    expect(statusVariant('')).toBe('neutral');
    expect(statusVariant(undefined)).toBe('neutral');
    expect(statusVariant(null)).toBe('neutral');
  });
});
