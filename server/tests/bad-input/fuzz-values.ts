/**
 * Hostile values for the contract fuzz test (fuzz.test.ts): what an attacker types into
 * any field. Each field gets a few of every kind it could be hurt by, picked with a
 * fixed seed, so a run is the same every time and a failure names what to replay.
 */

/** A small deterministic generator (mulberry32). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** `count` different items of `pool`, in a random order. */
    pick<T>(pool: readonly T[], count: number): T[] {
      const copy = [...pool];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}

const ID = '00000000-0000-4000-8000-000000000000';
const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Strings that hurt a database or a parser. */
export const hostileStrings = {
  nul: 'a\u0000b',
  loneHigh: 'x\ud800',
  loneLow: '\udfffy',
  empty: '',
  blank: '   ',
  huge: 'x'.repeat(100_000),
  emoji: '🙂'.repeat(61),
  family: '👨‍👩‍👧‍👦'.repeat(20),
  devanagari: 'सीता शर्मा ज्ञानेन्द्र',
  bidi: '\u202e\u200b\ufeffabc',
  sql: "' OR 1=1; DROP TABLE users; --",
  html: '<script>alert(1)</script>',
  proto: '__proto__',
  constructor: 'constructor',
  traversal: '../../../../etc/passwd',
  windowsTraversal: '..\\..\\windows\\win.ini',
  encodedTraversal: '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  percent: '%',
  template: '{{7*7}}${7*7}',
} as const;

/** Numbers at and past every boundary, as JSON numbers. */
export const hostileNumbers = [
  0,
  -1,
  -0.5,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
] as const;

/** The same boundaries as a query or a form would carry them, and some no parser reads. */
export const hostileNumberTexts = [
  '-1',
  '0',
  '1.5',
  '1e308',
  '-1e308',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  ' 7 ',
] as const;

/** Dates that look right and are not, and far ones. */
export const hostileDates = [
  '2026-11-31',
  '2026-02-29',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '2026-13-01',
  '26-11-20',
  '2026-11-20T25:61:00Z',
  '1',
] as const;

/** Ids of every wrong shape. */
export const hostileIds = [
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  ID,
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  `${ID}x`,
  ID.slice(1),
  'null',
  'undefined',
  '5e1d0c7a-0000-4000-8000-00000000d0c7',
] as const;

/** Page cursors: what JavaScript reads as a date and PostgreSQL does not, and worse. */
export const hostileCursors = [
  cursor(['1', ID]),
  cursor(['0', ID]),
  cursor(['+275760-09-13T00:00:00.000Z', ID]),
  cursor(['0000-01-01T00:00:00.000Z', ID]),
  cursor(['2026-11-20T10:00:00.000Z\u0000', ID]),
  cursor(['a\u0000', ID]),
  cursor(['\ud800', ID]),
  cursor([Infinity, ID]),
  cursor([1e308, ID]),
  cursor([-5, 'x']),
  cursor([[], {}]),
  cursor({ __proto__: null, a: 1 }),
  cursor(['2026-11-20T10:00:00.000Z', ID, 'extra']),
  cursor('just a string'),
  'not*base64!',
  '====',
  'A'.repeat(190),
] as const;

/** Values of the wrong JSON type for any field. */
export const wrongTypes: unknown[] = [
  42,
  true,
  false,
  null,
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: [1, { x: null }] } },
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"x":1}}}'),
];

/** Every string a text field may get: in a query, a path, a form field. */
export const allTexts: string[] = [
  ...Object.values(hostileStrings),
  ...hostileNumberTexts,
  ...hostileDates,
  ...hostileIds,
  ...hostileCursors,
];

/** Every value a JSON field may get. */
export const allJson: unknown[] = [...allTexts, ...hostileNumbers, ...wrongTypes];

/** What is always sent to every field: the values that found 500s before (issue 13). */
const core = (json: boolean) => [
  hostileStrings.nul,
  hostileStrings.loneHigh,
  hostileStrings.huge,
  hostileStrings.emoji,
  ...(json ? [{ nested: [1] }, 1e308] : ['1e308']),
];

/** The values one field gets: the core, those that fit its name, and a sample of the rest. */
export function valuesFor(
  field: string,
  rng: ReturnType<typeof seeded>,
  { json, extra = 6 }: { json: boolean; extra?: number },
): unknown[] {
  const name = field.toLowerCase();
  const fitting: unknown[] = [];
  // Every cursor, date and id that ever hurt goes to the fields they fit: they are few.
  if (name.includes('cursor')) fitting.push(...hostileCursors);
  if (name.includes('date') || name.endsWith('at')) fitting.push(...hostileDates);
  if (/(^|\.)(id|token)$|id$|ids?\.\d+$/.test(name)) fitting.push(...hostileIds);
  if (/limit|lat|lng|radius|rating|days|page/.test(name))
    fitting.push(...(json ? rng.pick(hostileNumbers, 4) : rng.pick(hostileNumberTexts, 4)));
  const pool = json ? allJson : allTexts;
  // FUZZ_EXTRA=<n> draws more of the rest per field (n ≥ the pool's size: all of it).
  const drawn = Number(process.env.FUZZ_EXTRA ?? extra);
  return [...new Set([...core(json), ...fitting, ...rng.pick(pool, drawn)])];
}
