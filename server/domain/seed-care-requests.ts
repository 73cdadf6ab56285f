import { sql } from 'kysely';
import type { CreateCareRequest } from '@contract/care-requests';
import type { Db } from '../db/database';
import { addDays, nepalToday, weekdayOf } from './appointments';
import { cut, sessionsOn } from './appointments/slots';
import { createRequest, respond } from './care-requests';
import { AARATI, DAY, demoPeople, silent } from './seed-care';
import { DEMO_DOCTOR2_EMAIL, DEMO_DOCTOR3_EMAIL } from './seed-doctors';

/**
 * The demo's requests (issue 18, ADR 0042): Sita Sharma asks Dr. Aarati Joshi
 * (doctor@demo.np) for follow-ups (one declined, one pending), Bikash Gurung asks her for a
 * second opinion after his neurologist's visit, one of her practice patients has a follow-up
 * accepted with its appointment, and Sita asks Dr. Sabina (doctor2@demo.np), a
 * gynaecologist, whether her blood-pressure medicines are safe before a pregnancy. Played
 * through the real functions, dated from `now`; Bikash's neurologist visit is added first
 * (his own booking with Dr. Joshi stays waiting for her answer). Runs once: a request of
 * Sita or Bikash marks it. Returns how many requests it made.
 */

const SITA = 'patient@demo.np';
const BIKASH = 'patient2@demo.np';
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** A completed visit `daysAgo` (or the nearest earlier day the doctor works), in a free slot. */
async function pastVisit(
  db: Db,
  v: { doctorId: string; patientId: string; name: string; phone: string; reason: string },
  now: Date,
  daysAgo: number,
): Promise<string | null> {
  for (let back = daysAgo; back < daysAgo + 14; back++) {
    const date = addDays(nepalToday(now), -back);
    const day = weekdayOf(date);
    for (const s of await sessionsOn(db, v.doctorId, day)) {
      for (const slot of cut(s).reverse()) {
        const { rows } = await sql<{ id: string }>`insert into appointments
            (patient_id, doctor_id, hospital_id, date, day, start_time, end_time, department,
             consultation_fee, patient_name, patient_phone, reason, medical_record_consent,
             status, records_shared_at, created_at, updated_at)
          values (${v.patientId}, ${v.doctorId}, ${s.hospital_id}, ${date}, ${day},
            ${slot.startTime}, ${slot.endTime}, ${s.department}, ${s.consultation_fee},
            ${v.name}, ${v.phone}, ${v.reason}, true, 'completed', ${ago(now, back + 2)},
            ${ago(now, back + 3)}, ${ago(now, back)})
          on conflict (doctor_id, date, start_time) where status <> 'cancelled' do nothing
          returning id`.execute(db);
        if (rows[0]) return rows[0].id;
      }
    }
  }
  return null;
}

export async function seedCareRequests(db: Db, now: Date = new Date()): Promise<number> {
  const people = await demoPeople(db, [
    SITA,
    BIKASH,
    AARATI,
    DEMO_DOCTOR2_EMAIL,
    DEMO_DOCTOR3_EMAIL,
  ]);
  const doctorOf = (email: string) => {
    const p = people.get(email);
    return p?.doctorId ? { id: p.doctorId, user_id: p.userId } : null;
  };
  const sita = people.get(SITA)?.userId;
  const bikash = people.get(BIKASH)?.userId;
  const aarati = doctorOf(AARATI);
  const sabina = doctorOf(DEMO_DOCTOR2_EMAIL);
  if (!sita || !bikash || !aarati?.user_id) return 0;
  const done = await db
    .selectFrom('care_requests')
    .select('id')
    .where('patient_id', 'in', [sita, bikash])
    .executeTakeFirst();
  if (done) return 0;

  const sitaVisit = await db
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', sita)
    .where('doctor_id', '=', aarati.id)
    .where('status', '=', 'completed')
    .orderBy('date', 'desc')
    .executeTakeFirst();
  const bikashPatient = { patientId: bikash, name: 'Bikash Gurung', phone: '9800000008' };
  // The accepted follow-up comes from one of her practice patients: Bikash's booking with
  // her stays waiting for her answer (the records-closed state of issue 15's demo).
  const practice = await db
    .selectFrom('appointments')
    .select(['id', 'patient_id'])
    .where('doctor_id', '=', aarati.id)
    .where('status', '=', 'completed')
    .where('patient_id', 'not in', [sita, bikash])
    // Still hers: not one she has transferred away (the transfers' seed runs first).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('care_links as l')
            .select('l.patient_id')
            .whereRef('l.patient_id', '=', 'appointments.patient_id')
            .where('l.doctor_id', '=', aarati.id)
            .where('l.status', '=', 'ended'),
        ),
      ),
    )
    .orderBy('date', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  // His neurologist's visit, for the second opinion: the third demo doctor when there is one.
  const other = doctorOf(DEMO_DOCTOR3_EMAIL) ?? sabina;
  const neuroVisit = other
    ? await pastVisit(
        db,
        {
          ...bikashPatient,
          doctorId: other.id,
          reason: 'Headaches and dizzy spells for two months, worse in the afternoon',
        },
        now,
        40,
      )
    : null;

  const ask = (patientId: string, from: string, body: CreateCareRequest, daysAgo: number) =>
    createRequest({ db, realtime: silent, now: ago(now, daysAgo) }, patientId, from, {
      urgency: 'normal',
      ...body,
    } as Parameters<typeof createRequest>[3]);
  const doctor = { userId: aarati.user_id, role: 'doctor' as const };
  const answer = (id: string, body: Parameters<typeof respond>[4], daysAgo: number) =>
    respond({ db, realtime: silent, now: ago(now, daysAgo) }, doctor, aarati.id, id, body);
  const inDays = (days: number, daysAgo: number) => addDays(nepalToday(ago(now, daysAgo)), days);
  let made = 0;

  if (sitaVisit) {
    // An early ask, declined: too soon to judge the new medicines.
    const early = await ask(
      sita,
      sitaVisit.id,
      {
        type: 'follow-up',
        preferredDate: inDays(3, 12),
        preferredTime: '10:00',
        description:
          'My home readings are still about 150/95 after a week of Amlodipine. Should I come in sooner?',
      },
      12,
    );
    await answer(
      early._id,
      {
        action: 'reject',
        message:
          'It is too early to judge: the medicine needs two to three weeks. Keep writing the readings twice a week and ask again if they stay above 140/90.',
        notes: '',
      },
      11,
    );
    await ask(
      sita,
      sitaVisit.id,
      {
        type: 'follow-up',
        preferredDate: inDays(6, 1),
        preferredTime: '09:30',
        description:
          'Three weeks on Amlodipine and Losartan and my readings are still around 148/94. I have the lipid report ready. Can we review the dose?',
        urgency: 'high',
      },
      1,
    );
    made += 2;
    if (sabina)
      await ask(
        sita,
        sitaVisit.id,
        {
          type: 'second-opinion',
          doctorId: sabina.id,
          preferredDate: inDays(10, 2),
          preferredTime: '11:00',
          description:
            'We are planning a second child next year. Are my blood-pressure medicines (Amlodipine and Losartan) safe, or should they be changed before I try?',
        },
        2,
      ).then(() => (made += 1));
  }
  if (neuroVisit) {
    await ask(
      bikash,
      neuroVisit,
      {
        type: 'second-opinion',
        doctorId: aarati.id,
        preferredDate: inDays(8, 3),
        preferredTime: '15:00',
        description:
          'The neurologist found nothing wrong in my head and thinks the dizzy spells may come from the heart. I would like a cardiologist to look at them.',
      },
      3,
    );
    made += 1;
  }
  if (practice) {
    const followUp = await ask(
      practice.patient_id,
      practice.id,
      {
        type: 'follow-up',
        preferredDate: inDays(7, 6),
        preferredTime: '16:00',
        description:
          'The Holter monitor report is back. I would like to go through it with you and ask whether I can keep running in the mornings.',
      },
      6,
    );
    made += 1;
    // The first free late slot of a Wednesday or Friday session in the weeks ahead.
    for (const days of [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]) {
      const date = inDays(days, 5);
      if (!['Wednesday', 'Friday'].includes(weekdayOf(date))) continue;
      const accepted = await answer(
        followUp._id,
        {
          action: 'accept',
          scheduledDate: date,
          scheduledTime: '17:30',
          message: 'Please bring the Holter report and your running log.',
          notes: 'Review Holter; exercise advice.',
        },
        5,
      ).catch(() => null);
      if (accepted) break;
    }
  }
  // The demo's people have read what the requests told them (the lists show them anyway).
  await sql`update notifications set read_at = ${now}
    where read_at is null and params->>'requestId' in
      (select id::text from care_requests where patient_id in (${sita}, ${bikash})
        or (doctor_id = ${aarati.id} and status = 'accepted'))`.execute(db);
  return made;
}
