const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/gu;

/**
 * Titles that come before a name and say nothing about the person's own name: "Dr. Aarati
 * Joshi" is "AJ", not "DJ". Compared without case and without the full stop ("Dr", "Dr.",
 * "dr" are one title); Devanagari titles are compared as written (डा. → डा).
 */
const HONORIFICS = new Set([
  'dr',
  'doctor',
  'prof',
  'professor',
  'assoc',
  'asst',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'madam',
  'er',
  'adv',
  'डा',
  'डाक्टर',
  'प्रा',
  'प्राध्यापक',
  'श्री',
  'श्रीमान्',
  'श्रीमती',
  'सुश्री',
  'कुमारी',
]);

/** The word's letters only (full stops, brackets and other punctuation dropped), lower-cased. */
function bare(word: string): string {
  return (word.match(LETTER_OR_DIGIT) ?? []).join('').toLocaleLowerCase();
}

/** Built on first use and kept: a list page draws an avatar for each of its twenty people. */
let graphemes: Intl.Segmenter | undefined;

function firstGrapheme(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));
    for (const { segment } of segmenter.segment(text)) return segment;
    return '';
  }
  // Without Segmenter, keep combining marks (Devanagari vowel signs, virama…) with their base.
  const chars = Array.from(text);
  let out = chars[0] ?? '';
  for (const ch of chars.slice(1)) {
    if (!/\p{M}/u.test(ch)) break;
    out += ch;
  }
  return out;
}

/**
 * Up to two initials for an avatar: the first grapheme of the first and of the last
 * word, upper-cased. Works for Devanagari ("राम बहादुर थापा" → "राथा") because it
 * takes whole grapheme clusters, not code units. Punctuation before a word is skipped,
 * and leading titles (Dr., Prof., Mrs., डा. …) are left out unless they are all there is.
 */
export function getInitials(name: string | null | undefined): string {
  const all = (name ?? '')
    .trim()
    // "Dr.Aarati" is two words: a title glued to the name by its full stop.
    .split(/[\s.]+/u)
    .map((word) => {
      const start = word.search(/[\p{L}\p{N}]/u);
      return start === -1 ? '' : word.slice(start);
    })
    .filter(Boolean);
  let titles = 0;
  while (titles < all.length && HONORIFICS.has(bare(all[titles]!))) titles += 1;
  const words = titles < all.length ? all.slice(titles) : all;
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase();
}
