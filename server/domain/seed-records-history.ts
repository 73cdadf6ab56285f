import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { addDays, nepalToday } from './appointments';
import type { DemoFile } from './records/demo-files';

/**
 * Ram Bahadur Thapa's two years of heart-failure follow-up, uploaded month by month: more
 * records than one page of Dr. Aarati Joshi's patient details dialog (20), so the demo shows
 * its pager, search and type filter on real data. Lab reports and ECG or echo reports are
 * PDFs, a chest X-ray a PNG, and the prescriptions photographed paper. Seeded once: any
 * record of Ram's marks it.
 */

type Visit = {
  type: 'lab-report' | 'imaging' | 'prescription';
  title: string;
  description: string;
  tags: string[];
  file: { name: string; type: 'pdf' | 'png'; seed: DemoFile; size: number };
};

const lab = (title: string, description: string, tags: string[], name: string): Visit => ({
  type: 'lab-report',
  title,
  description,
  tags,
  file: { name, type: 'pdf', seed: 'lab-report', size: 1200 },
});

/** One month's upload each, the newest first; the cycle repeats over the two years. */
const cycle: Visit[] = [
  lab(
    'INR test (warfarin)',
    'Shahid Gangalal National Heart Centre को ल्याब। INR 2.4, target भित्र।',
    ['inr', 'warfarin'],
    'inr-report.pdf',
  ),
  lab(
    'Kidney function and electrolytes',
    'Creatinine र potassium, diuretic चलिरहेकोले हरेक महिना जाँच।',
    ['creatinine', 'potassium'],
    'kidney-function.pdf',
  ),
  {
    type: 'prescription',
    title: 'औषधिको पुर्जा (Shahid Gangalal OPD)',
    description: 'Carvedilol, furosemide, warfarin: डोज मिलाइएको पुर्जा (फोटो)।',
    tags: ['paper', 'heart failure'],
    file: { name: 'opd-prescription.png', type: 'png', seed: 'prescription-scan', size: 6000 },
  },
  lab(
    'ECG, 12-lead',
    'Sinus rhythm, old anterior changes. Bir Hospital cardiology OPD.',
    ['ecg'],
    'ecg-report.pdf',
  ),
  lab(
    'रगत परीक्षण (CBC र NT-proBNP)',
    'NT-proBNP अघिल्लो पटकभन्दा घटेको। Hemoglobin सामान्य।',
    ['cbc', 'bnp'],
    'cbc-bnp.pdf',
  ),
  {
    type: 'imaging',
    title: 'Echocardiography (six-monthly)',
    description: 'Ejection fraction 35%, no new wall-motion change. Norvic cardiology.',
    tags: ['echo', 'ejection fraction'],
    file: { name: 'echo-report.pdf', type: 'pdf', seed: 'lab-report', size: 1400 },
  },
  {
    type: 'imaging',
    title: 'छातीको एक्स-रे (Chest X-ray)',
    description: 'Mild cardiomegaly, no effusion.',
    tags: ['x-ray', 'chest'],
    file: { name: 'chest-xray.png', type: 'png', seed: 'chest-xray', size: 9000 },
  },
  lab(
    'Lipid profile',
    'Fasting sample. LDL 92 mg/dL on atorvastatin.',
    ['cholesterol', 'fasting'],
    'lipid-profile.pdf',
  ),
];

/** Months of uploads: two years, so two pages of twenty. */
const MONTHS = 24;

const storedName = (type: string) => `${randomBytes(16).toString('hex')}.${type}`;

export async function seedRecordHistory(db: Db, now: Date): Promise<void> {
  const ram = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ram.thapa@patients.demo.np')
    .executeTakeFirst();
  if (!ram) return;
  const existing = await db
    .selectFrom('medical_records')
    .select('id')
    .where('patient_id', '=', ram.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const today = nepalToday(now);
  for (let month = 0; month < MONTHS; month += 1) {
    const visit = cycle[month % cycle.length]!;
    const date = addDays(today, -(9 + month * 30));
    const at = new Date(`${date}T18:10:00+05:45`);
    const row = await db
      .insertInto('medical_records')
      .values({
        patient_id: ram.id,
        type: visit.type,
        title: visit.title,
        description: visit.description,
        tags: JSON.stringify(visit.tags),
        record_date: date,
        signature: 'Ram Bahadur Thapa',
        uploaded_by: ram.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('medical_record_files')
      .values({
        record_id: row.id,
        owner_id: ram.id,
        name: visit.file.name,
        type: visit.file.type,
        size: visit.file.size,
        stored_name: storedName(visit.file.type),
        seed_file: visit.file.seed,
        position: 0,
        created_at: at,
      })
      .execute();
  }
}
