import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(excerpt('  Drink   boiled\nwater.  ', 40)).toBe('Drink boiled water.');
  });

  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = 'Chaku, til ko laddu, ghee and sweet potato are at the heart of Maghe Sankranti.';
    const result = excerpt(text, 30);
    expect(result).toBe('Chaku, til ko laddu, ghee and…');
    expect(result.length).toBeLessThanOrEqual(31);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(excerpt('Wash your hands, eat well, sleep early and rest.', 16)).toBe(
      'Wash your hands…',
    );
  });

  it('cuts a single long word where it stands', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('keeps Devanagari text intact at word boundaries', () => {
    expect(excerpt('उमालेको पानी पिउनुहोस् र हात धुनुहोस्', 20)).toBe('उमालेको पानी…');
  });
});
