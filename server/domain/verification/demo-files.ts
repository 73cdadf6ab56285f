import { deflateSync } from 'node:zlib';

/**
 * The demo's verification documents (seed-verification.ts) are not files in the store:
 * their bytes are generated from their row when an admin opens one, a one-page PDF that
 * names the document, or a small PNG card. Real applications' documents are files.
 */

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, (c) => `\\${c}`);

/** A one-page PDF with the given lines of text (Helvetica, ASCII). */
export function demoPdf(lines: string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 72 770 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -28 Td '}(${ascii(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and its CRC (the demo records' PNGs use it too). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG card (240 × 150): a coloured band over a pale body with a few grey
 * "lines", like a scanned identity card. `hue` picks the band's colour.
 */
export function demoPng(hue: number): Buffer {
  const width = 240;
  const height = 150;
  const band = [
    [37, 99, 235],
    [22, 163, 74],
    [220, 38, 38],
    [147, 51, 234],
  ][Math.abs(hue) % 4]!;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const line = y > 50 && (y - 50) % 20 < 6 && x > 20 && x < 200 - ((y * 7) % 60);
      const [r, g, b] = y < 36 ? band : line ? [160, 160, 170] : [248, 248, 244];
      row.set([r!, g!, b!], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bytes of a demo document by its row. */
export function demoDocument(doc: {
  kind: string;
  number: string | null;
  name: string;
  type: string;
}) {
  if (doc.type === 'pdf')
    return demoPdf([
      'Ujyalo Health - demo document',
      `Kind: ${doc.kind}`,
      `Number: ${doc.number ?? '-'}`,
      `File: ${doc.name}`,
      'Generated for the demo; not a real document.',
    ]);
  return demoPng(doc.name.length);
}
