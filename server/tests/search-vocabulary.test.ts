/**
 * How a doctor search reads its words: which become city or specialty filters and which
 * are left to match names. Pure; the database side is in discovery.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { cities, specialties } from '../domain/discovery-data';
import { searchWords } from '../domain/discovery';
import { buildVocabulary, interpret } from '../domain/search-vocabulary';

const vocabulary = buildVocabulary(
  cities.map((c) => c.name),
  specialties.map((s) => s.field),
);
const read = (q: string) => interpret(searchWords(q), vocabulary);

describe('city and specialty words become filters', () => {
  test.each([
    ['cardio pokhra', ['Pokhara'], ['Cardiology'], []],
    ['Cardiologist Pokhara', ['Pokhara'], ['Cardiology'], []],
    ['dermatolgist biratnagar', ['Biratnagar'], ['Dermatology'], []],
    ['pediatric kathmandu', ['Kathmandu'], ['Pediatrics'], []],
    ['heart ktm', ['Kathmandu'], ['Cardiology'], []],
    ['मुटु रोग विशेषज्ञ पोखरा', ['Pokhara'], ['Cardiology'], []],
    ['thapa ortho', null, ['Orthopedics'], ['thapa']],
    ['sharma', null, null, ['sharma']],
  ])('%s', (q, cityList, fields, names) => {
    expect(read(q)).toEqual({ cities: cityList, fields, names });
  });

  test('several cities widen the choice', () => {
    expect(read('kathmandu lalitpur')).toMatchObject({ cities: ['Kathmandu', 'Lalitpur'] });
  });

  test('specialty words narrow each other, and widen when nothing would be left', () => {
    expect(read('general physician').fields).toEqual(['General Medicine']);
    expect(read('cardio neuro').fields?.sort()).toEqual(['Cardiology', 'Neurology']);
  });

  test('a generic word alone filters nothing', () => {
    expect(read('specialist')).toEqual({ cities: null, fields: null, names: [] });
  });
});

describe('names stay names', () => {
  test.each(['lalit', 'bhakta', 'hari', 'joshi', 'dhakal', 'bharati'])('%s', (name) => {
    expect(read(name)).toEqual({ cities: null, fields: null, names: [name] });
  });

  test('a short word must be exact: no typo is forgiven below five letters', () => {
    expect(read('eyes').fields).toEqual(['Ophthalmology']);
    expect(read('ayes').fields).toBeNull();
  });
});

test('a city the reference data does not know is still a city, by its own name', () => {
  const withTansen = buildVocabulary(['Tansen'], []);
  expect(interpret(['tansen'], withTansen).cities).toEqual(['Tansen']);
  expect(interpret(['tansne'], withTansen).cities).toEqual(['Tansen']);
});
