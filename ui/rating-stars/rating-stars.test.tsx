import { describe, expect, it } from 'vitest';
import { roundRating, starFills, toWholeStars } from './rating';

describe('roundRating', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.36)).toBe(4.4);
    expect(roundRating(4.34)).toBe(4.3);
    expect(roundRating(4.35)).toBe(4.4);
    expect(roundRating(3.5)).toBe(3.5);
  });

  it('clamps to 0..max and survives bad input', () => {
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(9, 10)).toBe(9);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills whole and half stars from the shown rating', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.36)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('rounds to the nearest half star', () => {
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.25)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.74)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.75)).toEqual([1, 1, 1, 1, 1]);
  });

  it('has one entry per star', () => {
    expect(starFills(2, 3)).toEqual([1, 1, 0]);
  });
});

describe('toWholeStars', () => {
  it('gives whole stars within 0..max', () => {
    expect(toWholeStars(3)).toBe(3);
    expect(toWholeStars(3.6)).toBe(4);
    expect(toWholeStars(9)).toBe(5);
    expect(toWholeStars(-2)).toBe(0);
    expect(toWholeStars(undefined)).toBe(0);
    expect(toWholeStars(null)).toBe(0);
    expect(toWholeStars(Number.NaN)).toBe(0);
  });
});
