import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans Devanagari (ADR 0029), as @fontsource ships it: one file per script subset.
 * The Devanagari subset is shaped by fontkit's Indic shaper inside pdfkit (conjuncts,
 * reph, pre-base matras); the Latin subset of the same family sets English, digits and
 * punctuation, so a mixed line looks like one typeface. Read once per process.
 */
const require = createRequire(import.meta.url);
const file = (name: string) =>
  readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`));

let cached: FontFiles | undefined;
export type FontFiles = {
  deva: Buffer;
  devaBold: Buffer;
  latin: Buffer;
  latinBold: Buffer;
};

export function fontFiles(): FontFiles {
  cached ??= {
    deva: file('noto-sans-devanagari-devanagari-400-normal.woff'),
    devaBold: file('noto-sans-devanagari-devanagari-700-normal.woff'),
    latin: file('noto-sans-devanagari-latin-400-normal.woff'),
    latinBold: file('noto-sans-devanagari-latin-700-normal.woff'),
  };
  return cached;
}

/** Devanagari (with its extended blocks, Vedic marks, ZWJ and ZWNJ) or not. */
const isDevanagari = (char: string) => {
  const c = char.codePointAt(0)!;
  return (
    (c >= 0x0900 && c <= 0x097f) ||
    (c >= 0xa8e0 && c <= 0xa8ff) ||
    (c >= 0x1cd0 && c <= 0x1cff) ||
    c === 0x200c ||
    c === 0x200d
  );
};

export type Run = { text: string; deva: boolean };

/**
 * A line split into runs by script, so each run is set in the subset that holds its
 * glyphs. A space stays with the run it follows (both subsets have it), so a Nepali
 * phrase is shaped as one run; punctuation (not in the Devanagari subset) is Latin.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const deva = isDevanagari(char);
    const neutral = char === ' ';
    const last = runs.at(-1);
    if (last && (last.deva === deva || neutral)) last.text += char;
    else runs.push({ text: char, deva });
  }
  return runs;
}
