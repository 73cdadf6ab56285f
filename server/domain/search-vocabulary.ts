import editDistance from 'damerau-levenshtein';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { cities as knownCities, specialties as knownSpecialties } from './discovery-data';

/**
 * What the words of a doctor search stand for (ADR 0010). A word that names a city or a
 * specialty, in English or Nepali, as a title ("cardiologist"), a field ("cardiology"),
 * a prefix of one ("cardio") or a lay word ("heart"), misspelt by a letter or two
 * ("pokhra", "dermatolgist"), becomes an exact filter on the doctor's city or
 * specialization, which plain b-tree indexes answer. Only the words left over are
 * matched against names, by trigram. At 50,000 doctors this is what keeps a search
 * within its latency budget: a trigram match of every word against one long text had
 * to read and score thousands of rows.
 *
 * The vocabulary is what the directory holds: the cities and specializations of public
 * doctors, read from the database, plus the Nepali forms, titles and lay words of the
 * reference data. It is cached per database for a minute, so a doctor in a new city is
 * found by that city within a minute (by name at once).
 */

/** Lay words people search by, per field. */
const layWords: Record<string, string[]> = {
  'General Medicine': ['physician', 'fever', 'gp'],
  Cardiology: ['heart', 'cardiac'],
  Dermatology: ['skin', 'hair'],
  Pediatrics: ['child', 'children', 'kids', 'baby', 'paediatrics', 'paediatrician'],
  Orthopedics: ['bone', 'bones', 'joint', 'fracture', 'orthopaedics'],
  Gynecology: ['women', 'pregnancy', 'gynaecology', 'gynaecologist', 'obstetrics'],
  Neurology: ['brain', 'nerve', 'nerves'],
  ENT: ['ear', 'nose', 'throat'],
  Psychiatry: ['mental', 'depression', 'anxiety'],
  Dentistry: ['teeth', 'tooth', 'dental'],
  Ophthalmology: ['eye', 'eyes', 'vision'],
  Gastroenterology: ['stomach', 'liver', 'digestion'],
  Endocrinology: ['diabetes', 'thyroid', 'hormone'],
  Pulmonology: ['lung', 'lungs', 'chest', 'asthma'],
  Urology: ['kidney', 'bladder', 'urine'],
  Oncology: ['cancer', 'tumour', 'tumor'],
};

/** Words of many specialties' names that say nothing about which one. */
const generic = new Set(['specialist', 'surgeon', 'विशेषज्ञ', 'रोग', 'चिकित्सक']);

/** Common short forms of city names. */
const cityShortForms: Record<string, string[]> = { Kathmandu: ['ktm'] };

type Term = {
  /** The stored value the filter compares with: a city or a specialization, as stored. */
  value: string;
  /** Words that name it exactly. */
  words: Set<string>;
  /** Longer words a query word may be the start of ("cardio" → "cardiology"). */
  prefixable: string[];
};

export type Vocabulary = { cities: Term[]; fields: Term[] };

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s(),&/-]+/)
    .filter((w) => w.length >= 2 && !generic.has(w));

/** The vocabulary of some stored cities and specializations (fields). */
export function buildVocabulary(cityValues: string[], fieldValues: string[]): Vocabulary {
  const cities = cityValues.map((value) => {
    const known = knownCities.find((c) => c.name.toLowerCase() === value.toLowerCase());
    const words = new Set([
      ...wordsOf(value),
      ...(known ? [known.ne] : []),
      ...(cityShortForms[known?.name ?? ''] ?? []),
    ]);
    // Not prefixable: first names are often the start of a city's ("Lalit", "Bhakta").
    return { value, words, prefixable: [] };
  });
  const fields = fieldValues.map((value) => {
    const known = knownSpecialties.find((s) => s.field.toLowerCase() === value.toLowerCase());
    const names = known ? [known.field, known.title] : [value];
    const words = new Set([
      ...names.flatMap(wordsOf),
      ...(known ? wordsOf(known.ne) : []),
      ...(layWords[known?.field ?? value] ?? []),
    ]);
    return { value, words, prefixable: names.flatMap(wordsOf) };
  });
  return { cities, fields };
}

/** Typos forgiven (a letter missing, extra, wrong or swapped): one from five letters on, two from eight. */
const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

function names(term: Term, word: string): boolean {
  if (term.words.has(word)) return true;
  if (word.length >= 4 && term.prefixable.some((w) => w.startsWith(word))) return true;
  const allowed = typosAllowed(word);
  if (allowed === 0) return false;
  for (const w of term.words)
    if (Math.abs(w.length - word.length) <= allowed && editDistance(w, word).steps <= allowed)
      return true;
  return false;
}

type Named = { inCities: string[]; inFields: string[] };

/** Words already looked up, per vocabulary (bounded: emptied when full). */
const named = new WeakMap<Vocabulary, Map<string, Named>>();
const NAMED_MAX = 5_000;

/**
 * The cities and fields a word names. Comparing a word with every term's words, typos
 * allowed, costs about a millisecond of the event loop per word (hundreds of edit
 * distances); a vocabulary never changes once built, so each word's answer is kept with
 * it, and people search by the same few city and specialty words over and over.
 */
function termsNamedBy(vocabulary: Vocabulary, word: string): Named {
  let known = named.get(vocabulary);
  if (!known) named.set(vocabulary, (known = new Map()));
  const hit = known.get(word);
  if (hit) return hit;
  const answer = {
    inCities: vocabulary.cities.filter((t) => names(t, word)).map((t) => t.value),
    inFields: vocabulary.fields.filter((t) => names(t, word)).map((t) => t.value),
  };
  if (known.size >= NAMED_MAX) known.clear();
  known.set(word, answer);
  return answer;
}

export type Interpretation = {
  /** Cities the doctor must be in (any of them), or null for no city filter. */
  cities: string[] | null;
  /** Specializations the doctor must have (any of them, as stored), or null. */
  fields: string[] | null;
  /** Words matched against names. */
  names: string[];
};

/**
 * Sorts query words into city, specialty and name words. Several city words widen the
 * choice ("kathmandu lalitpur"); several specialty words narrow it ("general surgery"),
 * unless nothing is left, when they widen it too ("cardio neuro"). Words that are only
 * generic ("specialist") are dropped.
 */
export function interpret(words: string[], vocabulary: Vocabulary): Interpretation {
  const cities = new Set<string>();
  const fieldWords: string[][] = [];
  const rest: string[] = [];
  for (const word of words) {
    if (generic.has(word)) continue;
    const { inCities, inFields } = termsNamedBy(vocabulary, word);
    if (inCities.length === 0 && inFields.length === 0) rest.push(word);
    for (const c of inCities) cities.add(c);
    if (inFields.length > 0) fieldWords.push(inFields);
  }
  let fields: string[] | null = null;
  if (fieldWords.length > 0) {
    const narrowed = fieldWords.reduce((all, some) => all.filter((f) => some.includes(f)));
    // A copy: the word's own lists stay as they were kept.
    fields = narrowed.length > 0 ? [...narrowed] : [...new Set(fieldWords.flat())];
  }
  return { cities: cities.size > 0 ? [...cities] : null, fields, names: rest };
}

const FRESH_MS = 60_000;
const cache = new WeakMap<Db, { at: number; vocabulary: Promise<Vocabulary> }>();

/**
 * The distinct values of a column among public doctors, by skipping through its index
 * (a "loose index scan": one index probe per value) instead of reading every row: 13
 * cities take 13 probes, not 43,000 index entries.
 */
const distinctPublic = (column: 'city' | 'specialization') => sql<{ value: string }>`
  with recursive found(value) as (
    select min(${sql.ref(column)}) from doctors d
      where d.nmc_verified and d.verification_status = 'verified'
    union all
    select (select min(${sql.ref(column)}) from doctors d
        where d.nmc_verified and d.verification_status = 'verified'
          and ${sql.ref(column)} > found.value)
      from found where found.value is not null
  )
  select value from found where value is not null`;

async function readVocabulary(db: Db): Promise<Vocabulary> {
  const [cities, fields] = await Promise.all([
    distinctPublic('city').execute(db),
    distinctPublic('specialization').execute(db),
  ]);
  return buildVocabulary(
    cities.rows.map((r) => r.value),
    fields.rows.map((r) => r.value),
  );
}

/**
 * The vocabulary of the public directory. Read once per database, then renewed in the
 * background when a search finds it older than a minute; searches meanwhile use the
 * one they have.
 */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.vocabulary;
  const next = readVocabulary(db);
  const entry = { at: Date.now(), vocabulary: next };
  if (!hit) {
    cache.set(db, entry);
    // A failed first read is not kept: the next search tries again.
    next.catch(() => cache.delete(db));
    return next;
  }
  hit.at = Date.now();
  next.then(
    () => cache.set(db, entry),
    () => undefined,
  );
  return hit.vocabulary;
}
