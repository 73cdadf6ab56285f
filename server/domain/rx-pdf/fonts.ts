import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Noto Sans Devanagari (ADR 0029), as @fontsource ships it: one file per script subset.
 * The Devanagari subset is shaped by fontkit's Indic shaper inside pdfkit (conjuncts,
 * reph, pre-base matras); the Latin subset of the same family sets English, digits and
 * punctuation, so a mixed line looks like one typeface. Parsed once per process and
 * shared by every document: fontkit's first Devanagari layout (its GSUB tables) costs
 * far more than the rest of a PDF, and pdfkit would otherwise parse the fonts anew each time.
 */
const require = createRequire(import.meta.url);
const file = (name: string) =>
  remembered(
    fontkit.create(readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`))),
  );

type GlyphRun = { positions: Record<string, number>[] };
const LAYOUTS_KEPT = 5000;

/**
 * The font with its layouts kept across documents: the labels and most words repeat in
 * every PDF, and a Devanagari word's shaping is the slow part. pdfkit scales the positions
 * it is given in place, so each caller gets its own copy of them over the kept run.
 */
function remembered(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font) as (...args: unknown[]) => GlyphRun;
  const kept = new Map<string, GlyphRun>();
  const cached = (...args: unknown[]) => {
    const key = JSON.stringify(args);
    let run = kept.get(key);
    if (!run) {
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      run = layout(...args);
      kept.set(key, run);
    }
    const copy = Object.create(run) as GlyphRun;
    copy.positions = run.positions.map((position) => ({ ...position }));
    return copy;
  };
  return Object.assign(font, { layout: cached });
}

let cached: FontFiles | undefined;
export type FontFiles = {
  deva: fontkit.Font;
  devaBold: fontkit.Font;
  latin: fontkit.Font;
  latinBold: fontkit.Font;
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
