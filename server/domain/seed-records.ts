import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { addDays, nepalToday } from './appointments';
import type { DemoFile } from './records/demo-files';

/**
 * The demo patient's medical records (issue 15): a lipid-profile lab report (a PDF), a
 * chest X-ray (a PNG) and a photographed paper prescription from a health post, with
 * Nepali where a patient would write it. Their files are made on read from `seed_file`
 * (records/demo-files.ts). Dr. Aarati Joshi, whose patient Sita is (accepted
 * appointments), has opened the lab report, so the access history has entries; Bikash
 * Gurung only has a request waiting with her, so his records stay closed to her.
 * Seeded once: any record of the demo patient marks it.
 */

/** A demo upload: its fields, how many days before the seed it was made, and its files. */
export type DemoRecord = {
  type: string;
  title: string;
  description: string;
  tags: string[];
  daysAgo: number;
  signature: string;
  files: { name: string; type: 'pdf' | 'png'; seed: DemoFile; size: number }[];
};

const records: DemoRecord[] = [
  {
    type: 'lab-report',
    title: 'Lipid profile and kidney function',
    description: 'खाली पेटमा गरिएको रगत जाँच, Kathmandu Diagnostic Lab. Cholesterol उच्च देखियो।',
    tags: ['cholesterol', 'kidney', 'fasting'],
    daysAgo: 12,
    signature: 'Sita Sharma',
    files: [{ name: 'lipid-profile-report.pdf', type: 'pdf', seed: 'lab-report', size: 1200 }],
  },
  {
    type: 'imaging',
    title: 'छातीको एक्स-रे (Chest X-ray PA view)',
    description: 'Bir Hospital radiology. Report: heart size normal, lungs clear.',
    tags: ['x-ray', 'chest'],
    daysAgo: 40,
    signature: 'Sita Sharma',
    files: [{ name: 'chest-xray-pa.png', type: 'png', seed: 'chest-xray', size: 9000 }],
  },
  {
    type: 'prescription',
    title: 'स्वास्थ्य चौकीको पुरानो प्रेस्क्रिप्सन',
    description: 'Bhaktapur health post, for a cough last winter (scanned paper).',
    tags: ['paper', 'cough'],
    daysAgo: 300,
    signature: 'सीता शर्मा',
    files: [{ name: 'prescription-scan.png', type: 'png', seed: 'prescription-scan', size: 6000 }],
  },
];

const storedName = (type: string) => `${randomBytes(16).toString('hex')}.${type}`;

/** Whether the patient already has a record: the demo's records are seeded once. */
export async function hasRecords(db: Db, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('medical_records')
    .select('id')
    .where('patient_id', '=', patientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One upload of the patient's own, on `date` (Nepal), with its files; answers its id. */
export async function insertDemoRecord(
  db: Db,
  patientId: string,
  r: Omit<DemoRecord, 'daysAgo'> & { date: string; at: Date },
): Promise<string> {
  const row = await db
    .insertInto('medical_records')
    .values({
      patient_id: patientId,
      type: r.type,
      title: r.title,
      description: r.description,
      tags: JSON.stringify(r.tags),
      record_date: r.date,
      signature: r.signature,
      uploaded_by: patientId,
      created_at: r.at,
      updated_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('medical_record_files')
    .values(
      r.files.map((f, position) => ({
        record_id: row.id,
        owner_id: patientId,
        name: f.name,
        type: f.type,
        size: f.size,
        stored_name: storedName(f.type),
        seed_file: f.seed,
        position,
        created_at: r.at,
      })),
    )
    .execute();
  return row.id;
}

export async function seedRecords(db: Db, now: Date): Promise<void> {
  const [patient, doctor] = await Promise.all([
    db.selectFrom('users').select('id').where('email', '=', 'patient@demo.np').executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'doctor@demo.np')
      .executeTakeFirst(),
  ]);
  if (!patient || (await hasRecords(db, patient.id))) return;
  const today = nepalToday(now);
  const ids: { id: string; title: string; type: string; file: string }[] = [];
  for (const r of records) {
    const date = addDays(today, -r.daysAgo);
    const at = new Date(`${date}T16:30:00+05:45`);
    const id = await insertDemoRecord(db, patient.id, { ...r, date, at });
    ids.push({ id, title: r.title, type: r.type, file: r.files[0]!.name });
  }
  if (!doctor) return;
  // Dr. Aarati Joshi opened the list, then the lab report, before the follow-up.
  const lab = ids[0]!;
  const read = (
    minutesAgo: number,
    details: Record<string, unknown>,
    subjectId: string | null,
  ) => ({
    at: new Date(now.getTime() - minutesAgo * 60_000),
    actor_id: doctor.id,
    actor_role: doctor.role,
    action: 'read',
    subject_type: 'record',
    subject_id: subjectId,
    patient_id: patient.id,
    ip: '10.0.0.21',
    details: JSON.stringify(details),
  });
  await db
    .insertInto('audit_log')
    .values([
      read(3 * 24 * 60 + 12, { access: 'listed' }, null),
      read(
        3 * 24 * 60 + 10,
        { access: 'viewed', title: lab.title, recordType: lab.type, file: lab.file },
        lab.id,
      ),
      read(
        3 * 24 * 60 + 8,
        { access: 'downloaded', title: lab.title, recordType: lab.type, file: lab.file },
        lab.id,
      ),
    ])
    .execute();
}
