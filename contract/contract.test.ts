import { describe, expect, it } from 'vitest';
import { passwordScore, registerRequest, identifierKind, phone } from './auth';
import { errorCatalogue } from './errors';
import { contactMessage } from './entities';

describe('validation rules of 000 §5', () => {
  const valid = {
    name: 'Sita Sharma',
    email: 'Sita@Example.np',
    phone: '+977 980 000 0001',
    password: 'Strong#Pass1',
    confirmPassword: 'Strong#Pass1',
    consentAgreement: { dataDisclosure: true, contentModeration: true, activityRating: true },
    acceptTerms: true,
  };

  it('accepts a complete registration, normalising email case and phone spaces', () => {
    const parsed = registerRequest.parse(valid);
    expect(parsed.email).toBe('sita@example.np');
    expect(parsed.phone).toBe('+9779800000001');
    expect(parsed.role).toBe('patient');
  });

  it.each([
    [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
    [{ phone: '0123' }, 'PHONE_INVALID'],
    [{ phone: '+1234567890123456789' }, 'PHONE_INVALID'],
    [{ password: 'short', confirmPassword: 'short' }, 'PASSWORD_TOO_SHORT'],
    [{ confirmPassword: 'Other#Pass1' }, 'PASSWORDS_DO_NOT_MATCH'],
    [
      { consentAgreement: { ...valid.consentAgreement, activityRating: false } },
      'CONSENT_REQUIRED',
    ],
    [{ acceptTerms: false }, 'TERMS_REQUIRED'],
    [{ role: 'admin' }, undefined],
  ])('refuses %o', (change, code) => {
    const result = registerRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (code) expect(result.error?.issues.map((i) => i.message)).toContain(code);
  });

  it('scores password strength 0 to 5', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
  });

  it('tells email from phone by the at-sign', () => {
    expect(identifierKind('a@b.np')).toBe('email');
    expect(identifierKind('9800000001')).toBe('phone');
    expect(phone.safeParse('98 0000 0001').data).toBe('9800000001');
  });

  it('requires all four contact fields', () => {
    const result = contactMessage.safeParse({ name: ' ', email: 'x', subject: '', message: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'REQUIRED',
      'EMAIL_INVALID',
      'REQUIRED',
      'REQUIRED',
    ]);
  });
});

describe('error catalogue', () => {
  it.each(Object.entries(errorCatalogue))('%s has Nepali text of its own', (_code, text) => {
    expect(text.ne.trim()).not.toBe('');
    expect(text.ne).not.toBe(text.en);
    // The same placeholders; Nepali puts them in its own word order.
    const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
    expect(placeholders(text.ne)).toEqual(placeholders(text.en));
  });
});
