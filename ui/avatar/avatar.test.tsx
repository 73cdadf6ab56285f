import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last word, upper-cased', () => {
    expect(getInitials('Sita Sharma')).toBe('SS');
    expect(getInitials('ram bahadur thapa')).toBe('RT');
    expect(getInitials('  Anjali   Gurung  ')).toBe('AG');
  });

  it('uses one letter for a single word', () => {
    expect(getInitials('Prakash')).toBe('P');
  });

  it('keeps whole Devanagari grapheme clusters', () => {
    expect(getInitials('राम बहादुर थापा')).toBe('राथा');
    expect(getInitials('सीता')).toBe('सी');
    // Conjuncts (प्र) are one cluster or two depending on the Unicode version; the
    // vowel sign always stays with its consonant.
    expect(getInitials('कृष्ण प्रसाद')).toMatch(/^कृप/);
  });

  it('keeps combining marks with their base without Intl.Segmenter', () => {
    const { Segmenter } = Intl;
    // @ts-expect-error simulate an engine without Segmenter
    delete Intl.Segmenter;
    try {
      expect(getInitials('राम थापा')).toBe('राथा');
      expect(getInitials('Sita Sharma')).toBe('SS');
    } finally {
      Object.assign(Intl, { Segmenter });
    }
  });

  it('skips leading punctuation and ignores empty names', () => {
    expect(getInitials('(Hari) Karki')).toBe('HK');
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
    expect(getInitials(undefined)).toBe('');
    expect(getInitials('— —')).toBe('');
  });

  it("leaves titles out: the initials are the name's, not the honorific's", () => {
    expect(getInitials('Dr. Aarati Joshi')).toBe('AJ');
    expect(getInitials('Dr Aarati Joshi')).toBe('AJ');
    expect(getInitials('dr.aarati joshi')).toBe('AJ');
    expect(getInitials('(Dr.) Hari Karki')).toBe('HK');
    expect(getInitials('Prof. Dr. Bhagawan Koirala')).toBe('BK');
    expect(getInitials('Mrs. Sita Sharma')).toBe('SS');
    expect(getInitials('Mr Ram Thapa')).toBe('RT');
    expect(getInitials('Ms. Anjali Gurung')).toBe('AG');
    expect(getInitials('डा. राम थापा')).toBe('राथा');
    expect(getInitials('डाक्टर सीता शर्मा')).toBe('सीश');
    expect(getInitials('श्रीमती सीता')).toBe('सी');
  });

  it('keeps a name that only looks like a title, and a title that is all there is', () => {
    // "Drona" starts like a title but is a name.
    expect(getInitials('Drona Prasad')).toBe('DP');
    expect(getInitials('Dr.')).toBe('D');
    expect(getInitials('Dr. Joshi')).toBe('J');
  });
});
