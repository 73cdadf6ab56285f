/**
 * 000 §5's limits and the password policy's rules as plain values and functions, without
 * zod: the public forms use them in their first load and load the schemas of
 * contract/auth.ts with their first check (ADR 0045, sixth pass).
 */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  codeLength: 6,
  resendSeconds: 60,
  maxCodeAttempts: 5,
  codeTtlMinutes: 10,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** An optional plus, a nonzero digit, then up to 15 more digits; spaces ignored. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export const normalisePhone = (value: string) => value.replace(/\s+/g, '');

/**
 * The admin's password policy (002 §3 security, issue 14): the registration and reset
 * forms show it and check it, and the server enforces it (contract/auth.ts's
 * `passwordPolicy` is its schema).
 */
export type PasswordPolicy = {
  minLength: number;
  requireSpecialChars: boolean;
  requireNumbers: boolean;
  requireUppercase: boolean;
};
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: limits.passwordMin,
  requireSpecialChars: false,
  requireNumbers: false,
  requireUppercase: false,
};

const DIGIT = /\p{Nd}/u;
const UPPER = /\p{Lu}/u;
const SPECIAL = /[^\p{L}\p{N}\p{M}\s]/u;

/** The rules a password breaks under `policy`, as catalogue codes, in the order shown. */
export function passwordProblems(value: string, policy: PasswordPolicy) {
  const problems: (
    | 'PASSWORD_POLICY_LENGTH'
    | 'PASSWORD_NEEDS_UPPERCASE'
    | 'PASSWORD_NEEDS_NUMBER'
    | 'PASSWORD_NEEDS_SPECIAL'
  )[] = [];
  if (value.length < Math.max(limits.passwordMin, policy.minLength))
    problems.push('PASSWORD_POLICY_LENGTH');
  if (policy.requireUppercase && !UPPER.test(value)) problems.push('PASSWORD_NEEDS_UPPERCASE');
  if (policy.requireNumbers && !DIGIT.test(value)) problems.push('PASSWORD_NEEDS_NUMBER');
  if (policy.requireSpecialChars && !SPECIAL.test(value)) problems.push('PASSWORD_NEEDS_SPECIAL');
  return problems;
}

/** Password strength 0 to 5 (000 §5): length ≥ 8, lowercase, uppercase, digit, special. */
export function passwordScore(value: string): number {
  return [
    value.length >= limits.passwordMin,
    /\p{Ll}/u.test(value),
    /\p{Lu}/u.test(value),
    /\p{Nd}/u.test(value),
    SPECIAL.test(value),
  ].filter(Boolean).length;
}
