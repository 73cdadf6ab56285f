import { randomBytes } from 'node:crypto';

/**
 * Multipart bodies written byte by byte, so a test controls exactly what arrives: a NUL
 * in a text field or a file name, or a `filename*` the browser would never send.
 * (FormData would turn a lone surrogate into U+FFFD; JSON fields keep it as `\ud800`.)
 */

export type Part =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename?: string; rawDisposition?: string; type?: string };

/** A PNG of one pixel: a file every multipart endpoint takes. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

export function multipart(parts: Part[]) {
  const boundary = `----ujyalo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value, 'utf8'));
    } else {
      const disposition =
        part.rawDisposition ??
        `form-data; name="${part.name}"; filename="${part.filename ?? 'file.png'}"`;
      chunks.push(Buffer.from(`Content-Disposition: ${disposition}\r\n`, 'utf8'));
      chunks.push(Buffer.from(`Content-Type: ${part.type ?? 'image/png'}\r\n\r\n`));
      chunks.push(Buffer.from(part.file));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Text fields as the forms send them: strings as they are, anything else as JSON. */
export const fieldParts = (fields: Record<string, unknown>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));

/** A booking the schema accepts (002 §3): what a hostile field is put into. */
export const bookingFields = (doctorId: string, hospitalId: string, date: string) => ({
  doctorId,
  selectedDay: 'Sunday',
  selectedTimeSlot: { startTime: '09:00', endTime: '09:30' },
  selectedHospital: hospitalId,
  appointmentData: {
    patientName: 'Maya Gurung',
    phone: '9812345678',
    reason: 'Chest pain when climbing stairs',
    date,
  },
  medicalRecordConsent: 'true',
  includeHistoryPaper: 'true',
  historyPaperData: {
    language: 'en',
    symptoms: [{ symptom: 'headache', days: 2 }],
    otherSymptoms: 'Dizzy in the mornings',
    pastHistory: true,
    pastHistoryDetails: 'Appendix removed in 2015',
    familyHistory: { present: true, text: 'Diabetes' },
    knownDiseases: { present: true, text: 'Asthma' },
    allergies: { present: false, text: '' },
  },
});

/** A post the schema accepts (the Create Post form). */
export const postFields = () => ({
  title: 'Boil your drinking water this monsoon',
  content: 'Typhoid and cholera spread through water. Boil it for one full minute.',
  category: 'Disease Awareness',
  type: 'post',
  tags: ['Monsoon', 'water'],
  isPublic: 'true',
  videoUrl: 'https://example.org/video',
  articleLink: 'https://example.org/article',
});
