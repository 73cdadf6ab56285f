/**
 * Cutting text on the server (issue 13 §3): by code point, never inside a character, so
 * a cut never leaves half of a surrogate pair (an emoji) that PostgreSQL refuses. Where
 * the cut falls inside a grapheme (an emoji with its modifiers, a Devanagari consonant
 * with its vowel sign), the whole grapheme goes, so what is kept reads as it was written.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of code points (characters as PostgreSQL counts them) in `text`. */
export const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/**
 * `text` cut to at most `max` code points, at a grapheme boundary; with `ellipsis`, an
 * ellipsis marks a cut and counts toward `max`. Text that fits is returned as it is.
 */
export function cutText(text: string, max: number, ellipsis = ''): string {
  if (text.length <= max || codePoints(text) <= max) return text;
  const room = Math.max(0, max - codePoints(ellipsis));
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = codePoints(segment);
    if (count + size > room) {
      // One grapheme longer than the room (a pile of combining marks): its first code points.
      if (count === 0) kept = Array.from(segment).slice(0, room).join('');
      break;
    }
    kept += segment;
    count += size;
  }
  return kept + ellipsis;
}
