import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, passwordRule, registerRequestFor } from './auth';

const strict = {
  minLength: 12,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialChars: true,
};
const base = {
  name: 'Sita Sharma',
  email: 'sita.sharma@example.com.np',
  phone: '9841234567',
  role: 'patient',
  consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
  acceptTerms: true,
};
const issuesOf = (password: string, policy = strict) =>
  registerRequestFor(policy)
    .safeParse({ ...base, password, confirmPassword: password })
    .error?.issues.filter((i) => i.path[0] === 'password')
    .map((i) => i.message) ?? [];

describe('the password policy in the contract', () => {
  it('names the first rule a password breaks, on the password field', () => {
    expect(issuesOf('sunkoshi-river')).toEqual(['PASSWORD_NEEDS_UPPERCASE']);
    expect(issuesOf('Sunkoshi-river')).toEqual(['PASSWORD_NEEDS_NUMBER']);
    expect(issuesOf('Sunkoshi2river')).toEqual(['PASSWORD_NEEDS_SPECIAL']);
    expect(issuesOf('Sunkoshi#21')).toEqual(['PASSWORD_POLICY_LENGTH']);
    expect(issuesOf('Sunkoshi#2083')).toEqual([]);
  });

  it('asks nothing more than 000 §5 under the default policy', () => {
    expect(issuesOf('sunkoshi', defaultPasswordPolicy)).toEqual([]);
    expect(passwordRule(defaultPasswordPolicy).safeParse('short').success).toBe(false);
  });
});
