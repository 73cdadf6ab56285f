const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function firstGrapheme(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
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
 * takes whole grapheme clusters, not code units. Punctuation before a word is skipped.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .map((word) => {
      const start = word.search(LETTER_OR_DIGIT);
      return start === -1 ? '' : word.slice(start);
    })
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase();
}
