import type { LetterRecipientType, LetterType, LetterUrgency } from '@contract/letters';
import type { Db } from '../db/database';
import { storeNotification, notificationPreview } from './notifications';
import { AARATI, DAY, demoPeople } from './seed-care';
import { DEMO_DOCTOR2_EMAIL, DEMO_HOSPITAL_EMAIL } from './seed-doctors';

/**
 * Demo letters (issue 18, ADR 0043) by Dr. Aarati Joshi (doctor@demo.np): a sent discharge
 * letter to Sita Sharma (with her unread `letter` notification), a sent referral letter to
 * Dr. Sabina Adhikari (doctor2@demo.np), a draft status letter and a sent transfer letter
 * to Bir Hospital (hospital@demo.np's). Seeded once: any letter by Dr. Joshi marks it.
 * Dated from `now`.
 */

const SITA = 'patient@demo.np';

type Plan = {
  type: LetterType;
  patient: string;
  recipient: LetterRecipientType;
  urgency: LetterUrgency;
  subject: string;
  content: string;
  /** Days before `now` it was written; sent an hour later unless a draft. */
  daysAgo: number;
  draft?: boolean;
  /** Whether the recipient has already opened the notification. */
  read?: boolean;
};

const plans: Plan[] = [
  {
    type: 'discharge',
    patient: SITA,
    recipient: 'patient',
    urgency: 'normal',
    subject: 'Discharge summary: Sita Sharma',
    content:
      'Dear Sita ji,\n\nYou were treated for an acute gastritis flare from the 3rd to the 5th of this month and are fit to go home. Please take pantoprazole 40 mg every morning before breakfast for four weeks, avoid spicy food and tea on an empty stomach, and eat small meals.\n\nकृपया चार हप्तापछि फलो-अपका लागि आउनुहोला। पेट धेरै दुखेमा वा कालो दिसा भएमा तुरुन्तै अस्पताल आउनुहोला।\n\nWith best wishes,\nDr. Aarati Joshi',
    daysAgo: 2,
  },
  {
    type: 'referral',
    patient: SITA,
    recipient: 'doctor',
    urgency: 'urgent',
    subject: 'Referral for gynaecological review',
    content:
      'Dear Dr. Adhikari,\n\nI am referring Mrs. Sita Sharma, 34, for a gynaecological review. She reports irregular cycles for six months with lower abdominal pain. Her haemoglobin is 10.2 g/dL; thyroid function is normal. An ultrasound of the pelvis would help.\n\nHer recent reports are in her records. Thank you for seeing her in Pokhara.\n\nDr. Aarati Joshi, Kathmandu',
    daysAgo: 5,
  },
  {
    type: 'status',
    patient: 'ram.thapa@patients.demo.np',
    recipient: 'patient',
    urgency: 'normal',
    subject: 'Progress note: blood pressure review',
    content:
      'राम थापा जीको रक्तचाप पछिल्ला दुई हप्तामा १३०/८५ को आसपास नियन्त्रणमा छ। औषधि (एम्लोडिपिन ५ मि.ग्रा.) यथावत् राख्ने। नुन कम खाने र दिनहुँ ३० मिनेट हिँड्ने सल्लाह दिइएको छ।',
    daysAgo: 0,
    draft: true,
  },
  {
    type: 'transfer',
    patient: 'gita.shrestha@patients.demo.np',
    recipient: 'hospital',
    urgency: 'emergency',
    subject: 'Transfer for inpatient care: Gita Shrestha',
    content:
      'To the Medical Superintendent, Bir Hospital,\n\nPlease admit Mrs. Gita Shrestha, 58, with a suspected diabetic foot infection of the left foot, fever 38.6 °C and random blood sugar 312 mg/dL. She needs intravenous antibiotics and a surgical opinion. She has received one dose of ceftriaxone 1 g.\n\nDr. Aarati Joshi',
    daysAgo: 9,
    read: true,
  },
];

export async function seedLetters(db: Db, now: Date): Promise<number> {
  const author = await db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.user_id')
    .select(['doctors.id', 'doctors.full_name'])
    .where('users.email', '=', AARATI)
    .executeTakeFirst();
  if (!author) return 0;
  const done = await db
    .selectFrom('letters')
    .select('id')
    .where('author_doctor_id', '=', author.id)
    .executeTakeFirst();
  if (done) return 0;
  const people = await demoPeople(db, [
    SITA,
    DEMO_DOCTOR2_EMAIL,
    DEMO_HOSPITAL_EMAIL,
    ...plans.map((p) => p.patient),
  ]);
  const userOf = (email: string) => people.get(email)?.userId ?? null;
  const sabinaId = people.get(DEMO_DOCTOR2_EMAIL)?.doctorId;
  const sabina = sabinaId ? { id: sabinaId } : undefined;
  const hospitalUser = userOf(DEMO_HOSPITAL_EMAIL);
  const hospital = hospitalUser
    ? await db
        .selectFrom('providers')
        .select('id')
        .where('user_id', '=', hospitalUser)
        .where('type', '=', 'hospital')
        .executeTakeFirst()
    : undefined;
  let count = 0;
  await db.transaction().execute(async (tx) => {
    for (const plan of plans) {
      const patientId = userOf(plan.patient) ?? userOf(SITA);
      if (!patientId) continue;
      if (plan.recipient === 'doctor' && !sabina) continue;
      if (plan.recipient === 'hospital' && !hospital) continue;
      const written = new Date(now.getTime() - plan.daysAgo * DAY - 2 * 3_600_000);
      const sentAt = plan.draft ? null : new Date(written.getTime() + 3_600_000);
      const { id } = await tx
        .insertInto('letters')
        .values({
          author_doctor_id: author.id,
          patient_id: patientId,
          type: plan.type,
          status: plan.draft ? 'draft' : 'sent',
          urgency: plan.urgency,
          recipient_type: plan.recipient,
          recipient_doctor_id: plan.recipient === 'doctor' ? sabina!.id : null,
          recipient_hospital_id: plan.recipient === 'hospital' ? hospital!.id : null,
          subject: plan.subject,
          content: plan.content,
          created_at: written,
          updated_at: sentAt ?? written,
          sent_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count += 1;
      if (!sentAt) continue;
      const to =
        plan.recipient === 'patient'
          ? patientId
          : plan.recipient === 'doctor'
            ? userOf(DEMO_DOCTOR2_EMAIL)
            : hospitalUser;
      if (!to) continue;
      const notice = await storeNotification(tx, {
        userId: to,
        event: 'letter_received',
        params: {
          letterId: id,
          doctor: author.full_name,
          subject: notificationPreview(plan.subject),
        },
      });
      await tx
        .updateTable('notifications')
        .set({ created_at: sentAt, read_at: plan.read ? new Date(sentAt.getTime() + DAY) : null })
        .where('id', '=', notice.id)
        .execute();
    }
  });
  return count;
}
