import { sql, type RawBuilder } from 'kysely';
import type { ProviderType } from '@contract/discovery';
import type { ProviderKind } from '../../db/schema';
import { cities } from '../discovery-data';

/**
 * Search and discovery queries (issue 5). Only NMC-verified doctors are public: every
 * doctor query repeats `PUBLIC` word for word, which is also the predicate of the
 * doctors' partial indexes (migrations 0003, 0004), so the planner can use them.
 *
 * Doctor search first sorts the query's words (search-vocabulary.ts): city and specialty
 * words, misspelt or in Nepali, become exact filters; the rest must occur in the name,
 * as a substring or by trigram word similarity (`<%`, threshold 0.5 set on every
 * connection, server/db/database.ts). Results rank by name similarity, then rating.
 * Providers are few: their words are matched against one searchable text the same way.
 * Nearby uses earthdistance: a bounding `earth_box` on the GiST index of
 * `ll_to_earth(lat, lng)`, the exact distance to cut the circle, and the cube `<->`
 * distance for nearest-first order.
 */

export const PUBLIC = sql`d.nmc_verified and d.verification_status = 'verified'`;

export const DOCTOR_NEARBY_RADIUS_KM = 10;
export const PROVIDER_NEARBY_RADIUS_KM = 50;

export const kindOf: Record<ProviderType, ProviderKind> = {
  hospitals: 'hospital',
  labs: 'lab',
  pharmacies: 'pharmacy',
  ambulances: 'ambulance',
};

// ---- Text ----

/** Words people add that say nothing about whom they are looking for. */
const noise = new Set(['dr', 'dr.', 'doctor', 'the', 'of', 'in', 'at', 'and']);

/** The searchable words of a query, lower-cased, at most six. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[\s,;/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}.]+$/gu, ''))
    .filter((w) => w.length >= 2 && !noise.has(w))
    .slice(0, 6);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** A word occurs in `column`: as a substring, or similar enough to one of its words. */
export const wordMatches = (column: RawBuilder<unknown>, word: string) =>
  sql<boolean>`(${column} like ${likePattern(word)} or ${word} <% ${column})`;

/** How well `column` matches all words: the sum of their word similarities. */
export const score = (column: RawBuilder<unknown>, words: string[]) =>
  sql`(${sql.join(
    words.map((w) => sql`word_similarity(${w}, ${column})`),
    sql` + `,
  )})`;

/** Best match of all words first, as the start of an ORDER BY; nothing without words. */
export const byScore = (column: RawBuilder<unknown>, words: string[]) =>
  words.length === 0 ? sql`` : sql`${score(column, words)} desc,`;

/** A city filter: English or Nepali name, typo-tolerant. */
export function cityCondition(column: RawBuilder<unknown>, location: string) {
  const trimmed = location.trim();
  const known = cities.find((c) => c.ne === trimmed);
  const word = (known?.name ?? trimmed).toLowerCase();
  return wordMatches(column, word);
}
