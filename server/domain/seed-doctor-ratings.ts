import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The demo's ratings of doctors (issue 17, ADR 0037): three of Dr. Aarati Joshi's patients
 * rated their completed visits, and Bikash rated Dr. Sabina Adhikari, so the doctor's
 * analytics show a spread. Sita's completed visit with Dr. Joshi stays unrated, for the
 * demo of the rating widget. Idempotent: a visit already rated is left as it is, and the
 * doctor's figures move only with a row that was really added.
 */
const DEMO_RATINGS = [
  {
    email: 'ram.thapa@patients.demo.np',
    doctor: 'doctor@demo.np',
    stars: 5,
    criteria: { communication: 5, timeliness: 4, treatmentResponse: 5 },
    comment: 'डाक्टरले धैर्यपूर्वक सबै कुरा बुझाउनुभयो। Explained my ECG clearly.',
  },
  {
    email: 'gita.shrestha@patients.demo.np',
    doctor: 'doctor@demo.np',
    stars: 4,
    criteria: { communication: 5, timeliness: 3, documentation: 4 },
    comment: 'Very kind, but I waited almost an hour at Bir Hospital.',
  },
  {
    email: 'hari.koirala@patients.demo.np',
    doctor: 'doctor@demo.np',
    stars: 5,
    criteria: { communication: 5, availability: 5, treatmentResponse: 5 },
    comment: 'मेरो रक्तचाप अहिले नियन्त्रणमा छ। धन्यवाद डाक्टर दिदी।',
  },
  {
    email: 'patient2@demo.np',
    doctor: 'doctor2@demo.np',
    stars: 4,
    criteria: { communication: 4, timeliness: 4 },
    comment: 'Helpful consultation in Pokhara.',
  },
] as const;

export async function seedDoctorRatings(db: Db, now: Date): Promise<void> {
  for (const r of DEMO_RATINGS) {
    const visit = await db
      .selectFrom('appointments as a')
      .innerJoin('users as p', 'p.id', 'a.patient_id')
      .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
      .innerJoin('users as du', 'du.id', 'd.user_id')
      .select(['a.id', 'a.patient_id', 'a.doctor_id', 'a.updated_at'])
      .where('p.email', '=', r.email)
      .where('du.email', '=', r.doctor)
      .where('a.status', '=', 'completed')
      .orderBy('a.date', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!visit) continue;
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('doctor_ratings')
        .values({
          appointment_id: visit.id,
          doctor_id: visit.doctor_id,
          patient_id: visit.patient_id,
          stars: r.stars,
          criteria: JSON.stringify(r.criteria),
          comment: r.comment,
          created_at: visit.updated_at < now ? visit.updated_at : now,
        })
        .onConflict((oc) => oc.column('appointment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added) return;
      await trx
        .updateTable('doctors')
        .set({
          rating_avg: sql<number>`round(((rating_avg * rating_count + ${r.stars}) / (rating_count + 1))::numeric, 2)::float8`,
          rating_count: sql<number>`rating_count + 1`,
        })
        .where('id', '=', visit.doctor_id)
        .execute();
    });
  }
}
