import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { patientDemoFiles, type PatientDemoFile } from './patient-profile/demo-files';

/**
 * The demo patient's profile (issue 17): Sita Sharma, 34, B+, of Baneshwor, Kathmandu,
 * allergic to penicillin, with hypertension; her citizenship certificate's scan and her
 * health insurance card; SMS on for appointments. Each part is written only while it is
 * still empty, so seeding twice changes nothing and her own later edits stay.
 */

const profile = {
  age: 34,
  gender: 'female',
  bloodGroup: 'B+',
  address: 'Baneshwor-10, Kathmandu',
  emergencyContact: 'Ramesh Sharma (husband) 9841234567',
  allergies: ['Penicillin', 'धुलो (dust)'],
  chronicConditions: ['Hypertension'],
};

const documents: {
  category: 'identification' | 'insurance';
  description: string;
  name: string;
  type: 'png' | 'pdf';
  seed: PatientDemoFile;
  daysAgo: number;
}[] = [
  {
    category: 'identification',
    description: 'नागरिकता प्रमाणपत्र (Citizenship certificate), front',
    name: 'citizenship-front.png',
    type: 'png',
    seed: 'citizenship-scan',
    daysAgo: 60,
  },
  {
    category: 'insurance',
    description: 'Health Insurance Board family card',
    name: 'health-insurance-card.pdf',
    type: 'pdf',
    seed: 'insurance-card',
    daysAgo: 20,
  },
];

export async function seedPatientProfile(db: Db, now: Date): Promise<void> {
  const sita = await db
    .selectFrom('users')
    .select(['id', 'profile'])
    .where('email', '=', 'patient@demo.np')
    .executeTakeFirst();
  if (!sita) return;
  const current =
    (typeof sita.profile === 'string' ? JSON.parse(sita.profile) : sita.profile) ?? {};
  if (!('bloodGroup' in current))
    await db
      .updateTable('users')
      .set({ profile: JSON.stringify({ ...current, ...profile }) })
      .where('id', '=', sita.id)
      .execute();

  const { n } = await db
    .selectFrom('patient_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', sita.id)
    .executeTakeFirstOrThrow();
  if (Number(n) === 0)
    for (const doc of documents)
      await db
        .insertInto('patient_documents')
        .values({
          user_id: sita.id,
          category: doc.category,
          description: doc.description,
          name: doc.name,
          type: doc.type,
          size: patientDemoFiles[doc.seed]().length,
          stored_name: `${randomBytes(16).toString('hex')}.${doc.type}`,
          seed_file: doc.seed,
          created_at: new Date(now.getTime() - doc.daysAgo * 86_400_000),
        })
        .execute();

  await db
    .insertInto('notification_preferences')
    .values({
      user_id: sita.id,
      type: 'appointment',
      in_app: true,
      email: true,
      sms: true,
      whatsapp: false,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();
}
