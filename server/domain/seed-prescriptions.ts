import { sql } from 'kysely';
import { PRESCRIPTION_VALID_DAYS } from '@contract/prescriptions';
import { prescriptionRequest } from '@contract/appointments';
import { historyPlans } from './seed-doctor-history-data';
import { prescriptionPlans, SITA, type Plan } from './seed-prescriptions-data';
import type { Db } from '../db/database';
import type { Weekday } from '../db/schema';
import { AppError } from '../http/errors';
import type { SignedIn } from '../http/route';
import type { Realtime } from '../realtime';
import {
  acceptAppointment,
  addDays,
  book,
  changeAppointmentStatus,
  nepalToday,
  weekdayOf,
} from './appointments';
import { prescribe } from './prescriptions';

/**
 * The demo's prescriptions (issue 15, ADR 0028). Dr. Aarati Joshi (doctor@demo.np) gets
 * more completed appointments with prescriptions, played through the real booking and
 * prescribing functions, so her list and stats are believable; Sita Sharma
 * (patient@demo.np) has one in every status: active, expiring soon, completed, cancelled
 * and expired, and one paper prescription she uploaded. Every prescription's valid-until
 * counts from the day it was written. Seeded once: Sita's upload marks it.
 */

const silent: Realtime = { toUser() {}, toRoom() {} };
const MINUTE = 60_000;

type Session = {
  doctor_id: string;
  user_id: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  hospital_id: string;
};

const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:45`);
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Plays one plan: booked a week before, accepted, seen, completed, prescribed. */
async function play(db: Db, plan: Plan, sessions: Session[], patientId: string, now: Date) {
  const today = nepalToday(now);
  // The nearest day on or before `daysAgo` with a session; its last slots, latest first.
  for (let back = plan.daysAgo; back < plan.daysAgo + 14; back += 1) {
    const date = addDays(today, -back);
    const session = sessions.find((s) => s.day === weekdayOf(date));
    if (!session) continue;
    for (let end = minutes(session.end_time); end - 30 >= minutes(session.start_time); end -= 30) {
      const start = clockOf(end - 30);
      const patient: SignedIn = { userId: patientId, role: 'patient' };
      const doctor: SignedIn = { userId: session.user_id, role: 'doctor' };
      const bookedAt = at(addDays(date, -6), '19:30');
      let id: string;
      try {
        const appointment = await book(
          { db, realtime: silent, now: bookedAt },
          patient,
          {
            doctorId: session.doctor_id,
            selectedDay: session.day,
            selectedTimeSlot: { startTime: start, endTime: clockOf(end) },
            selectedHospital: session.hospital_id,
            appointmentData: {
              patientName: plan.patientName,
              phone: plan.phone,
              reason: plan.reason,
              date,
            },
            medicalRecordConsent: true,
            includeHistoryPaper: false,
          },
          [],
        );
        id = appointment._id;
      } catch (error) {
        if (error instanceof AppError && error.code === 'SLOT_TAKEN') continue;
        throw error;
      }
      const seen = at(date, start);
      const done = new Date(seen.getTime() + 25 * MINUTE);
      const deps = (t: Date) => ({ db, realtime: silent, now: t });
      await acceptAppointment(deps(new Date(bookedAt.getTime() + 14 * 60 * MINUTE)), doctor, id);
      await changeAppointmentStatus(deps(seen), doctor, id, 'in-progress');
      await changeAppointmentStatus(deps(done), doctor, id, 'completed');
      if (plan.unwritten) return readAll(db, id);
      const written = new Date(done.getTime() + 10 * MINUTE);
      const body = prescriptionRequest.parse({
        ...plan.prescription,
        validUntil: addDays(date, plan.validDays ?? PRESCRIPTION_VALID_DAYS),
      });
      const { _id } = await prescribe({ db, realtime: silent, now: written }, doctor, id, body);
      await sql`update appointments set created_at = ${bookedAt}, updated_at = ${done}
        where id = ${id}`.execute(db);
      await sql`update prescriptions set status = ${plan.status},
          updated_at = ${plan.status === 'active' ? written : new Date(written.getTime() + 7 * 86_400_000)}
        where id = ${_id}`.execute(db);
      return readAll(db, id);
    }
  }
}

/** The demo doctor's (doctor@demo.np) weekly sessions, earliest start first. */
async function demoDoctorSessions(db: Db): Promise<Session[]> {
  const { rows } = await sql<Session>`select d.id as doctor_id, u.id as user_id,
      s.day, s.start_time, s.end_time, s.hospital_id
    from doctors d join users u on u.id = d.user_id
    join doctor_schedules s on s.doctor_id = d.id
    where u.email = 'doctor@demo.np' order by s.start_time`.execute(db);
  return rows;
}

/** Both sides have read what the demo did for them. */
async function readAll(db: Db, appointmentId: string) {
  await sql`update notifications set read_at = created_at + interval '1 hour'
    where params->>'appointmentId' = ${appointmentId}`.execute(db);
}

/**
 * Seeds the demo's prescriptions once (see above), then Dr. Aarati Joshi's earlier practice
 * once (seedDoctorHistory); returns how many of the first were written.
 */
export async function seedPrescriptions(db: Db, now: Date = new Date()): Promise<number> {
  const written = await seedIssue15(db, now);
  await seedDoctorHistory(db, now);
  return written;
}

async function seedIssue15(db: Db, now: Date): Promise<number> {
  const sita = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', SITA.account)
    .executeTakeFirst();
  if (!sita) return 0;
  const marker = await db
    .selectFrom('uploaded_prescriptions')
    .select('id')
    .where('patient_id', '=', sita.id)
    .executeTakeFirst();
  if (marker) return 0;

  // Prescriptions written before validity existed count their days from when they were written.
  await sql`update prescriptions
    set valid_until = (created_at at time zone 'Asia/Kathmandu')::date + ${PRESCRIPTION_VALID_DAYS}::int,
      updated_at = created_at
    where version = 1`.execute(db);

  const sessions = await demoDoctorSessions(db);
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...new Set(prescriptionPlans.map((p) => p.account))])
    .execute();
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  let written = 0;
  if (sessions.length > 0)
    for (const plan of prescriptionPlans) {
      const patientId = idOf.get(plan.account);
      if (!patientId) continue;
      await play(db, plan, sessions, patientId, now);
      written += 1;
    }

  // Sita's paper prescription from a clinic near home (its bytes are made on reading).
  const uploaded = await db
    .insertInto('uploaded_prescriptions')
    .values({
      patient_id: sita.id,
      doctor_name: 'Dr. Ramesh Adhikari',
      hospital_name: 'Bhaktapur Community Clinic',
      diagnosis: 'Allergic rhinitis',
      notes: 'Cetirizine 10 mg at night for 10 days; steam inhalation.',
      name: 'prescription-bhaktapur-clinic.pdf',
      type: 'pdf',
      size: 1400,
      stored_name: null,
      created_at: new Date(now.getTime() - 12 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('uploaded_prescription_signatures')
    .values({ upload_id: uploaded.id, stored_name: null, size: 120 })
    .execute();
  return written;
}

/**
 * Seeds Dr. Aarati Joshi's earlier practice (seed-doctor-history-data.ts) once, played
 * through the real booking and prescribing functions like the prescriptions above; the first
 * plan's visit marks it. Runs after the practice patients exist (seed-appointments.ts).
 * Returns how many visits it played.
 */
export async function seedDoctorHistory(db: Db, now: Date = new Date()): Promise<number> {
  const sessions = await demoDoctorSessions(db);
  if (sessions.length === 0) return 0;
  const marker = await db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', sessions[0]!.doctor_id)
    .where('reason', '=', historyPlans[0]!.reason)
    .executeTakeFirst();
  if (marker) return 0;
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...new Set(historyPlans.map((p) => p.account))])
    .execute();
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  let played = 0;
  for (const plan of historyPlans) {
    const patientId = idOf.get(plan.account);
    if (!patientId) continue;
    await play(db, plan, sessions, patientId, now);
    played += 1;
  }
  return played;
}
