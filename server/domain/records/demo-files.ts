import { deflateSync } from 'node:zlib';
import { demoPdf, pngChunk } from '../verification/demo-files';

/**
 * The demo records' files (seed-records.ts) are not in the file store: their bytes are
 * made here from the row's `seed_file` when one is opened: a lab report as a one-page
 * PDF, an X-ray and a prescription scan as small greyscale PNGs.
 */

/** A greyscale PNG whose pixel (x, y) is `shade(x, y)` (0 black to 255 white). */
function greyPng(width: number, height: number, shade: (x: number, y: number) => number) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width);
    for (let x = 0; x < width; x += 1)
      row[1 + x] = Math.max(0, Math.min(255, Math.round(shade(x, y))));
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A chest X-ray's likeness: dark film, two lung fields, ribs, the spine and the heart. */
function chestXray(): Buffer {
  const w = 240;
  const h = 280;
  return greyPng(w, h, (x, y) => {
    const cx = w / 2;
    const dx = (x - cx) / (w / 2);
    const dy = (y - h * 0.55) / (h * 0.45);
    const body = dx * dx + dy * dy * 0.6 < 0.9 ? 70 : 18;
    const spine = Math.abs(x - cx) < 9 ? 110 : 0;
    const lungL = ((x - cx + 55) / 45) ** 2 + ((y - 140) / 95) ** 2 < 1;
    const lungR = ((x - cx - 55) / 45) ** 2 + ((y - 140) / 95) ** 2 < 1;
    const rib = (lungL || lungR) && Math.sin((y + Math.abs(x - cx) * 0.35) / 7) > 0.75 ? 70 : 0;
    const heart = ((x - cx - 18) / 40) ** 2 + ((y - 185) / 38) ** 2 < 1 ? 80 : 0;
    const lungs = lungL || lungR ? -35 : 0;
    return body + spine + rib + heart + lungs;
  });
}

/** A photographed paper prescription's likeness: a pale sheet with handwriting lines. */
function prescriptionScan(): Buffer {
  const w = 200;
  const h = 260;
  return greyPng(w, h, (x, y) => {
    const margin = x < 14 || x > w - 14 || y < 14 || y > h - 14;
    const header = y > 24 && y < 44 && x > 30 && x < 170;
    const line = y > 70 && (y - 70) % 22 < 3 && x > 30 && x < 170 - ((y * 13) % 50);
    return margin ? 120 : header ? 60 : line ? 90 : 236 - ((x + y) % 7);
  });
}

function labReport(): Buffer {
  return demoPdf([
    'Kathmandu Diagnostic Lab - Lipid profile',
    'Patient: Sita Sharma   Sample: fasting serum',
    'Total cholesterol: 232 mg/dL (desirable < 200)',
    'LDL cholesterol: 154 mg/dL (optimal < 100)',
    'HDL cholesterol: 41 mg/dL (normal > 40)',
    'Triglycerides: 186 mg/dL (normal < 150)',
    'Creatinine: 0.9 mg/dL   Urea: 28 mg/dL',
    'Reported by: Lab technologist R. Maharjan',
  ]);
}

export const demoFiles = {
  'lab-report': labReport,
  'chest-xray': chestXray,
  'prescription-scan': prescriptionScan,
} as const;
export type DemoFile = keyof typeof demoFiles;

/** The bytes of a demo file by its key; null for a key not known. */
export function demoFileBytes(key: string): Buffer | null {
  return Object.hasOwn(demoFiles, key) ? demoFiles[key as DemoFile]() : null;
}
