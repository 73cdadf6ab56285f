export type PasswordRequirement = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export type PasswordStrength = {
  /** One point per requirement met. */
  score: 0 | 1 | 2 | 3 | 4 | 5;
  /** Requirements not yet met, in display order. */
  missing: PasswordRequirement[];
};

/** The minimum length that earns the length point. */
export const PASSWORD_MIN_LENGTH = 8;

const checks: Record<PasswordRequirement, (password: string) => boolean> = {
  // Counted in code points, so a Devanagari or emoji character counts once.
  length: (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH,
  lowercase: (p) => /\p{Ll}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  // Any decimal digit: ASCII 0-9 and Devanagari ०-९ alike.
  digit: (p) => /\p{Nd}/u.test(p),
  // Anything that is not a letter, a number or a combining mark (so Devanagari vowel signs are not "special").
  special: (p) => /[^\p{L}\p{N}\p{M}]/u.test(p),
};

const order: PasswordRequirement[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** Scores a password 0–5: one point each for length ≥ 8, a lowercase letter, an uppercase letter, a digit and a special character. */
export function passwordStrength(password: string): PasswordStrength {
  const missing = order.filter((requirement) => !checks[requirement](password));
  return { score: (order.length - missing.length) as PasswordStrength['score'], missing };
}
