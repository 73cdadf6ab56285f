import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { prescriptionRequest } from '@contract/appointments';
import { formatRxCode, type RxStatus } from '@contract/rx-verify';
import { fontFiles, runsOf } from './fonts';
import { dateIn, labels, type Labels } from './labels';

/** What one PDF shows: the prescription as written, and who, where, when and its code. */
export type RxDocument = {
  lang: 'en' | 'ne';
  code: string;
  /** Where the QR points: `<origin>/rx/<code>`. */
  verifyUrl: string;
  doctor: { fullName: string; nmcNumber: string };
  hospital: string;
  patientName: string;
  issuedOn: string;
  validUntil: string | null;
  status: RxStatus;
  body: z.output<typeof prescriptionRequest>;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - MARGIN * 2;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0f766e';
const RULE = '#cbd2d9';

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = { size?: number; bold?: boolean; color?: string; width?: number; x?: number };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * Writes `text` at the cursor in runs by script (fonts.ts), wrapping within `width`; each
 * run is set in the subset holding its glyphs, and fontkit shapes the Devanagari ones.
 */
function write(
  doc: Doc,
  text: string,
  { size = 10, bold = false, color = INK, width = WIDTH, x }: TextOptions = {},
) {
  const runs = runsOf(text.length ? text : ' ');
  doc.fillColor(color).fontSize(size);
  runs.forEach((run, i) => {
    doc.font(run.deva ? (bold ? 'deva-bold' : 'deva') : bold ? 'latin-bold' : 'latin');
    const last = i === runs.length - 1;
    if (i === 0 && x !== undefined) doc.text(run.text, x, doc.y, { width, continued: !last });
    else doc.text(run.text, { width, continued: !last });
  });
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6);
  write(doc, text, { size: 12, bold: true, color: ACCENT, x: MARGIN });
  doc.moveDown(0.15);
}

/** A label and its value on one line: "Doctor: Dr. Aarati Joshi". */
function field(doc: Doc, label: string, value: string, width = WIDTH, x = MARGIN) {
  write(doc, `${label}: ${value}`, { size: 10, width, x });
}

function rule(doc: Doc) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
}

/** The QR as vector squares: sharp at any zoom or printer, and a few hundred bytes. */
function qr(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill();
}

function header(doc: Doc, rx: RxDocument, l: Labels) {
  const qrSize = 96;
  const qrX = MARGIN + WIDTH - qrSize;
  const top = MARGIN;
  qr(doc, rx.verifyUrl, qrX, top, qrSize);
  const textWidth = WIDTH - qrSize - 16;
  doc.y = top;
  write(doc, l.brand, { size: 11, bold: true, color: ACCENT, x: MARGIN, width: textWidth });
  write(doc, l.title, { size: 20, bold: true, x: MARGIN, width: textWidth });
  doc.moveDown(0.3);
  field(doc, l.doctor, rx.doctor.fullName, textWidth);
  field(doc, l.nmc, rx.doctor.nmcNumber, textWidth);
  field(doc, l.hospital, rx.hospital, textWidth);
  write(doc, `${l.code}: ${formatRxCode(rx.code)}`, {
    size: 9,
    bold: true,
    x: MARGIN,
    width: textWidth,
  });
  doc.y = Math.max(doc.y, top + qrSize + 4);
  rule(doc);
  const half = WIDTH / 2;
  const rowTop = doc.y;
  field(doc, l.patient, rx.patientName, half - 8);
  field(doc, l.date, dateIn(rx.lang, rx.issuedOn), half - 8);
  const leftBottom = doc.y;
  doc.y = rowTop;
  field(doc, l.status, l.statuses[rx.status], half, MARGIN + half);
  if (rx.validUntil) field(doc, l.validUntil, dateIn(rx.lang, rx.validUntil), half, MARGIN + half);
  doc.y = Math.max(doc.y, leftBottom);
  rule(doc);
}

function clinical(doc: Doc, rx: RxDocument, l: Labels) {
  const { body } = rx;
  heading(doc, l.diagnosis);
  write(doc, body.diagnosis, { x: MARGIN });
  if (body.allergies.length) {
    heading(doc, l.allergies);
    write(doc, body.allergies.join(', '), { x: MARGIN });
  }
  const vitals = Object.entries(body.vitalSigns).filter(([, value]) => value);
  if (vitals.length) {
    heading(doc, l.vitals);
    write(
      doc,
      vitals
        .map(([key, value]) => `${l.vitalSigns[key as keyof Labels['vitalSigns']]}: ${value}`)
        .join('   '),
      { x: MARGIN },
    );
  }
}

function medications(doc: Doc, rx: RxDocument, l: Labels) {
  heading(doc, l.medications);
  rx.body.medications.forEach((m, i) => {
    if (doc.y > A4.height - MARGIN - 80) doc.addPage();
    write(doc, `${i + 1}. ${m.name}`, { size: 11, bold: true, x: MARGIN });
    const facts = [
      `${l.dosage}: ${m.dosage}`,
      `${l.frequency}: ${m.frequency}`,
      m.duration ? `${l.duration}: ${m.duration}` : '',
      m.quantity ? `${l.quantity}: ${m.quantity}` : '',
      `${l.timing}: ${l.timings[m.timing]}`,
    ].filter(Boolean);
    write(doc, facts.join('   |   '), { x: MARGIN + 14, width: WIDTH - 14 });
    if (m.instructions)
      write(doc, `${l.instructions}: ${m.instructions}`, {
        x: MARGIN + 14,
        width: WIDTH - 14,
        color: MUTED,
      });
    doc.moveDown(0.3);
  });
}

function rest(doc: Doc, rx: RxDocument, l: Labels) {
  const { body } = rx;
  if (body.tests.length) {
    heading(doc, l.tests);
    body.tests.forEach((t, i) => {
      const extra = [l.urgencies[t.urgency], t.instructions].filter(Boolean).join(' - ');
      write(doc, `${i + 1}. ${t.name} (${extra})`, { x: MARGIN });
    });
  }
  if (body.advice) {
    heading(doc, l.advice);
    write(doc, body.advice, { x: MARGIN });
  }
  heading(doc, l.followUp);
  const followUp =
    body.followUp.required && body.followUp.date
      ? fill(l.followUpOn, { date: dateIn(rx.lang, body.followUp.date) })
      : l.noFollowUp;
  write(doc, [followUp, body.followUp.notes].filter(Boolean).join('. '), { x: MARGIN });
}

function footer(doc: Doc, rx: RxDocument, l: Labels) {
  if (doc.y > A4.height - MARGIN - 90) doc.addPage();
  rule(doc);
  write(doc, l.verifyTitle, { size: 11, bold: true, x: MARGIN });
  write(doc, fill(l.verifyText, { url: rx.verifyUrl }), { size: 9, x: MARGIN });
  write(doc, `${l.code}: ${formatRxCode(rx.code)}`, { size: 9, bold: true, x: MARGIN });
  doc.moveDown(0.5);
  write(doc, l.footer, { size: 8, color: MUTED, x: MARGIN });
}

/** The prescription as an A4 PDF (pdfkit), labelled in `rx.lang`, with its code and QR. */
export function renderPrescriptionPdf(rx: RxDocument): Promise<Buffer> {
  const l = labels[rx.lang];
  const fonts = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${l.title} ${formatRxCode(rx.code)}`,
      Author: rx.doctor.fullName,
      Creator: l.brand,
    },
    lang: rx.lang,
  });
  // pdfkit takes a parsed fontkit font as it takes a file (its types predate that).
  const register = (name: string, font: unknown) =>
    doc.registerFont(name, font as PDFKit.Mixins.PDFFontSource);
  register('deva', fonts.deva);
  register('deva-bold', fonts.devaBold);
  register('latin', fonts.latin);
  register('latin-bold', fonts.latinBold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, rx, l);
  clinical(doc, rx, l);
  medications(doc, rx, l);
  rest(doc, rx, l);
  footer(doc, rx, l);
  doc.end();
  return done;
}
