import { deflateSync } from 'node:zlib';
import { demoPdf, pngChunk } from '../verification/demo-files';

/**
 * The demo documents' bytes (seed-patient-profile.ts), made on read from the row's
 * `seed_file`: a citizenship certificate's scan as a small RGB PNG, a health insurance
 * card as a one-page PDF.
 */

function citizenshipScan(): Buffer {
  const w = 240;
  const h = 160;
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y += 1) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x += 1) {
      const border = x < 6 || x > w - 7 || y < 6 || y > h - 7;
      const photo = x > 16 && x < 76 && y > 30 && y < 110;
      const line = x > 90 && x < 220 && y > 36 && (y - 36) % 16 < 3 && y < 130;
      const header = y > 12 && y < 24 && x > 60 && x < 180;
      const [r, g, b] = border
        ? [170, 40, 40]
        : photo
          ? [150, 160, 175]
          : line || header
            ? [60, 60, 90]
            : [246, 238, 220];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function insuranceCard(): Buffer {
  return demoPdf([
    'Health Insurance Board, Nepal - Member card',
    'Member: Sita Sharma   Family ID: KTM-27-004512',
    'Scheme: Family health insurance (5 members)',
    'First service point: Bir Hospital, Kathmandu',
    'Valid until: 2083 Asar end',
  ]);
}

export const patientDemoFiles = {
  'citizenship-scan': citizenshipScan,
  'insurance-card': insuranceCard,
} as const;
export type PatientDemoFile = keyof typeof patientDemoFiles;

export function patientDemoFileBytes(name: string): Buffer | null {
  return name in patientDemoFiles ? patientDemoFiles[name as PatientDemoFile]() : null;
}
