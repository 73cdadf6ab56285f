import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ne from '@lib/i18n/locales/ne.json';
import { formatCareerYears, parseCareerYears } from './career-years';

const en = createIntl({ locale: 'en', messages: {} });
const np = createIntl({ locale: 'ne', messages: ne, onError: () => undefined });

describe('parseCareerYears', () => {
  it('reads a range, an open post and a single year however they were typed', () => {
    expect(parseCareerYears('2020 – present')).toEqual({ start: 2020, end: 'present' });
    expect(parseCareerYears('2012 - Present')).toEqual({ start: 2012, end: 'present' });
    expect(parseCareerYears('2016-2019')).toEqual({ start: 2016, end: 2019 });
    expect(parseCareerYears('2016 to 2019')).toEqual({ start: 2016, end: 2019 });
    expect(parseCareerYears('since 2015')).toEqual({ start: 2015, end: 'present' });
    expect(parseCareerYears('२०१५ – हालसम्म')).toEqual({ start: 2015, end: 'present' });
    expect(parseCareerYears(' 2010 ')).toEqual({ year: 2010 });
  });

  it('leaves anything else as the doctor wrote it', () => {
    expect(parseCareerYears('5 years')).toBeNull();
    expect(parseCareerYears('Jan 2019 – Mar 2020')).toBeNull();
    expect(parseCareerYears('')).toBeNull();
  });
});

describe('formatCareerYears', () => {
  it('shows the years in English as written, with "present"', () => {
    expect(formatCareerYears(en, '2020 – present')).toBe('2020 – present');
    expect(formatCareerYears(en, '2016-2019')).toBe('2016 – 2019');
    expect(formatCareerYears(en, '2015')).toBe('2015');
  });

  it('shows Devanagari years and "present" in Nepali, without thousands separators', () => {
    expect(formatCareerYears(np, '2020 – present')).toBe('२०२० देखि हालसम्म');
    expect(formatCareerYears(np, '2016 - 2019')).toBe('२०१६ देखि २०१९');
    expect(formatCareerYears(np, '2015')).toBe('२०१५');
  });

  it('keeps words it cannot read', () => {
    expect(formatCareerYears(np, 'about five years')).toBe('about five years');
  });
});
