import { describe, expect, test } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  test('an empty password scores 0 and misses everything', () => {
    expect(passwordStrength('')).toEqual({
      score: 0,
      missing: ['length', 'lowercase', 'uppercase', 'digit', 'special'],
    });
  });

  test.each([
    ['abc', 1, ['length', 'uppercase', 'digit', 'special']],
    ['abcdefgh', 2, ['uppercase', 'digit', 'special']],
    ['Abcdefgh', 3, ['digit', 'special']],
    ['Abcdefg1', 4, ['special']],
    ['Abcdef1!', 5, []],
    ['ABC', 1, ['length', 'lowercase', 'digit', 'special']],
    ['12345678', 2, ['lowercase', 'uppercase', 'special']],
    ['!!!!', 1, ['length', 'lowercase', 'uppercase', 'digit']],
  ] as const)('%s scores %i', (password, score, missing) => {
    expect(passwordStrength(password)).toEqual({ score, missing });
  });

  test('length is exactly 8 characters or more', () => {
    expect(passwordStrength('aaaaaaa').missing).toContain('length');
    expect(passwordStrength('aaaaaaaa').missing).not.toContain('length');
  });

  test('a space counts as a special character', () => {
    expect(passwordStrength('a b').missing).not.toContain('special');
  });

  test('Devanagari digits count as digits', () => {
    expect(passwordStrength('२०८१').missing).not.toContain('digit');
  });

  test('Devanagari letters and vowel signs are not special characters', () => {
    const result = passwordStrength('नमस्ते');
    expect(result.missing).toContain('special');
    expect(result.missing).toContain('length');
  });

  test('length counts characters, not UTF-16 units', () => {
    expect(passwordStrength('😀😀😀😀').missing).toContain('length');
  });
});
