/** Ratings are out of five stars unless told otherwise. */
export const DEFAULT_MAX = 5;

/** The rating as shown: clamped to 0..max and rounded to one decimal (4.36 → 4.4). */
export function roundRating(value: number, max = DEFAULT_MAX): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(Math.max(value, 0), max);
  return Math.round((clamped + Number.EPSILON) * 10) / 10;
}

/**
 * How full each star is (0, 0.5 or 1), from the shown rating rounded to the nearest
 * half star, so the stars never disagree with the number beside them
 * (4.36 → "4.4" → ★★★★½; 4.2 → ★★★★☆).
 */
export function starFills(value: number, max = DEFAULT_MAX): number[] {
  const halves = Math.round(roundRating(value, max) * 2) / 2;
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(halves - i, 0), 1));
}

/** A rating someone can pick: a whole star from 1 to max, or 0 for none yet. */
export function toWholeStars(value: number | null | undefined, max = DEFAULT_MAX): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value), 0), max);
}
