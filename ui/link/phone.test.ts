import { describe, expect, it } from 'vitest';
import { dialable, telHref } from './phone';

describe('dialable', () => {
  it('writes any Devanagari digits as the Latin digits a keypad has', () => {
    expect(dialable('१०२')).toBe('102');
    expect(dialable('+९७७ १-५९७००००')).toBe('+977 1-5970000');
  });

  it('keeps a Latin number as written, spacing and dashes included', () => {
    expect(dialable(' +977 1-5970000 ')).toBe('+977 1-5970000');
    expect(dialable('102')).toBe('102');
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+977 1-5970000')).toBe('tel:+97715970000');
    expect(telHref('+977-1-4221119')).toBe('tel:+97714221119');
    expect(telHref('(01) 422 1119')).toBe('tel:014221119');
  });

  it('dials a number written in Devanagari digits', () => {
    expect(telHref('१०२')).toBe('tel:102');
    expect(telHref('+९७७ ९८४१२३४५६७')).toBe('tel:+9779841234567');
  });
});
