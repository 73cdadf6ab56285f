/**
 * Reads the QR code printed on a PDF as a phone's camera would, without a PDF renderer
 * (CI has none): the page's drawing is read for the QR's squares, which are painted into
 * a bitmap with a quiet zone around them, and jsQR decodes that bitmap.
 */
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';

/** Every page content stream of the PDF, inflated where it is compressed. */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const opening = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = opening.exec(text); m; m = opening.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(
        /\/FlateDecode/.test(m[1]!) ? inflateSync(raw).toString('latin1') : raw.toString('latin1'),
      );
    } catch {
      // A stream that is not deflate data after all (an image, a font): not a drawing.
    }
    opening.lastIndex = end;
  }
  return streams;
}

/**
 * The QR's squares in the page's drawing: filled squares (`x y w h re`) of one size, the
 * most common small square there is; a QR module each. Null when the PDF draws none.
 */
function modulesOf(pdf: Buffer) {
  const squares: { x: number; y: number; size: number }[] = [];
  const rect = /(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re\b/g;
  for (const stream of streamsOf(pdf))
    for (let m = rect.exec(stream); m; m = rect.exec(stream)) {
      const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
      if (Math.abs(w - h) < 1e-3 && w < 20) squares.push({ x, y, size: w });
    }
  const bySize = new Map<string, typeof squares>();
  for (const s of squares) {
    const key = s.size.toFixed(3);
    bySize.set(key, [...(bySize.get(key) ?? []), s]);
  }
  const modules = [...bySize.values()].sort((a, b) => b.length - a.length)[0];
  return modules && modules.length > 50 ? modules : null;
}

/** The text of the PDF's QR code, or null when there is none or it does not decode. */
export function readQrOfPdf(pdf: Buffer): string | null {
  const modules = modulesOf(pdf);
  if (!modules) return null;
  const cell = modules[0]!.size;
  const left = Math.min(...modules.map((m) => m.x));
  const top = Math.min(...modules.map((m) => m.y));
  const at = (v: number, from: number) => Math.round((v - from) / cell);
  const count = Math.max(...modules.map((m) => Math.max(at(m.x, left), at(m.y, top)))) + 1;
  // Four pixels a module and a quiet zone of four modules, black on white.
  const scale = 4;
  const quiet = 4;
  const side = (count + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const m of modules) {
    const col = at(m.x, left) + quiet;
    const row = at(m.y, top) + quiet;
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((row * scale + dy) * side + col * scale + dx) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
