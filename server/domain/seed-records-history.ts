import type { Db } from '../db/database';
import { addDays, nepalToday } from './appointments';
import type { DemoFile } from './records/demo-files';
import { hasRecords, insertDemoRecord, type DemoRecord } from './seed-records';

/**
 * Ram Bahadur Thapa's two years of heart-failure follow-up, uploaded month by month: more
 * records than one page of Dr. Aarati Joshi's patient details dialog (20), so the demo shows
 * its pager, search and type filter on real data. Lab reports and ECG or echo reports are
 * PDFs, a chest X-ray a PNG, and the prescriptions photographed paper. Seeded once: any
 * record of Ram's marks it.
 */

type Visit = Omit<DemoRecord, 'daysAgo' | 'signature'>;

/** The stored sizes the demo's other records give these files (seed-records.ts). */
const sizeOf: Record<DemoFile, number> = {
  'lab-report': 1200,
  'chest-xray': 9000,
  'prescription-scan': 6000,
};

const visit = (
  type: 'lab-report' | 'imaging' | 'prescription',
  title: string,
  description: string,
  tags: string[],
  [name, seed]: [name: string, seed: DemoFile],
): Visit => ({
  type,
  title,
  description,
  tags,
  files: [{ name, type: name.endsWith('.png') ? 'png' : 'pdf', seed, size: sizeOf[seed] }],
});

/** One month's upload each, the newest first; the cycle repeats over the two years. */
const cycle: Visit[] = [
  visit(
    'lab-report',
    'INR test (warfarin)',
    'Shahid Gangalal National Heart Centre को ल्याब। INR 2.4, target भित्र।',
    ['inr', 'warfarin'],
    ['inr-report.pdf', 'lab-report'],
  ),
  visit(
    'lab-report',
    'Kidney function and electrolytes',
    'Creatinine र potassium, diuretic चलिरहेकोले हरेक महिना जाँच।',
    ['creatinine', 'potassium'],
    ['kidney-function.pdf', 'lab-report'],
  ),
  visit(
    'prescription',
    'औषधिको पुर्जा (Shahid Gangalal OPD)',
    'Carvedilol, furosemide, warfarin: डोज मिलाइएको पुर्जा (फोटो)।',
    ['paper', 'heart failure'],
    ['opd-prescription.png', 'prescription-scan'],
  ),
  visit(
    'lab-report',
    'ECG, 12-lead',
    'Sinus rhythm, old anterior changes. Bir Hospital cardiology OPD.',
    ['ecg'],
    ['ecg-report.pdf', 'lab-report'],
  ),
  visit(
    'lab-report',
    'रगत परीक्षण (CBC र NT-proBNP)',
    'NT-proBNP अघिल्लो पटकभन्दा घटेको। Hemoglobin सामान्य।',
    ['cbc', 'bnp'],
    ['cbc-bnp.pdf', 'lab-report'],
  ),
  visit(
    'imaging',
    'Echocardiography (six-monthly)',
    'Ejection fraction 35%, no new wall-motion change. Norvic cardiology.',
    ['echo', 'ejection fraction'],
    ['echo-report.pdf', 'lab-report'],
  ),
  visit(
    'imaging',
    'छातीको एक्स-रे (Chest X-ray)',
    'Mild cardiomegaly, no effusion.',
    ['x-ray', 'chest'],
    ['chest-xray.png', 'chest-xray'],
  ),
  visit(
    'lab-report',
    'Lipid profile',
    'Fasting sample. LDL 92 mg/dL on atorvastatin.',
    ['cholesterol', 'fasting'],
    ['lipid-profile.pdf', 'lab-report'],
  ),
];

/** Months of uploads: two years, so two pages of twenty. */
const MONTHS = 24;

export async function seedRecordHistory(db: Db, now: Date): Promise<void> {
  const ram = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ram.thapa@patients.demo.np')
    .executeTakeFirst();
  if (!ram || (await hasRecords(db, ram.id))) return;
  const today = nepalToday(now);
  for (let month = 0; month < MONTHS; month += 1) {
    const date = addDays(today, -(9 + month * 30));
    await insertDemoRecord(db, ram.id, {
      ...cycle[month % cycle.length]!,
      signature: 'Ram Bahadur Thapa',
      date,
      at: new Date(`${date}T18:10:00+05:45`),
    });
  }
}
