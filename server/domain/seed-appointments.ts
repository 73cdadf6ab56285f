import { sql } from 'kysely';
import { prescriptionRequest, type BookingFields } from '@contract/appointments';
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
import { hashPassword, randomToken } from './crypto';
import { prescribe } from './prescriptions';
import {
  plannedAppointments,
  practicePatients,
  type PlannedAppointment,
} from './seed-appointments-data';

/**
 * Plays the demo practice (seed-appointments-data.ts) through the real booking, decision
 * and prescribing functions, so every row and notification is one the app itself would
 * write, then dates each step back to when it would have happened. Seeded once: the
 * first planned appointment marks it. Patients have read their notifications; a doctor
 * has read all but the requests still waiting for an answer.
 */

const silent: Realtime = { toUser() {}, toRoom() {} };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An instant from a date and a clock time in Nepal (UTC+05:45). */
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:45`);

/** The `week`th `day` from today (1: next after today, -1: last before today). */
export function occurrence(today: string, day: Weekday, week: number): string {
  const step = week > 0 ? 1 : -1;
  let date = today;
  for (let found = 0; found < Math.abs(week);) {
    date = addDays(date, step);
    if (weekdayOf(date) === day) found += 1;
  }
  return date;
}

/** The date and slot of a planned appointment; `week` 0 is the latest one already begun. */
export function placed(plan: PlannedAppointment, now: Date) {
  const today = nepalToday(now);
  const options = plan.when.map((w) => {
    if (w.week !== 0) return { ...w, date: occurrence(today, w.day, w.week) };
    let date = weekdayOf(today) === w.day ? today : occurrence(today, w.day, -1);
    if (at(date, w.start) > now) date = occurrence(date, w.day, -1);
    return { ...w, date };
  });
  return options.sort((a, b) => b.date.localeCompare(a.date))[0]!;
}

type Schedule = {
  doctor_id: string;
  user_id: string;
  email: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  hospital_id: string;
};

const endOf = (start: string) => {
  const m = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export async function seedAppointments(db: Db, now: Date = new Date()): Promise<number> {
  const doctorEmails = [...new Set(plannedAppointments.map((p) => p.doctor))];
  const { rows: schedules } = await sql<Schedule>`select d.id as doctor_id, u.id as user_id,
      u.email, s.day, s.start_time, s.end_time, s.hospital_id
    from doctors d join users u on u.id = d.user_id
    join doctor_schedules s on s.doctor_id = d.id
    where u.email in (${sql.join(doctorEmails)})`.execute(db);
  if (doctorEmails.some((e) => !schedules.some((s) => s.email === e))) return 0;

  const first = plannedAppointments[0]!;
  const marker = await db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', schedules.find((s) => s.email === first.doctor)!.doctor_id)
    .where('reason', '=', first.reason)
    .executeTakeFirst();
  if (marker) return 0;

  const patients = await patientAccounts(db);
  let created = 0;
  for (const plan of plannedAppointments) {
    const patient = patients.get(plan.account);
    if (!patient) continue;
    const slot = placed(plan, now);
    const session = schedules.find(
      (s) =>
        s.email === plan.doctor &&
        s.day === slot.day &&
        s.start_time <= slot.start &&
        endOf(slot.start) <= s.end_time,
    );
    if (!session) throw new Error(`demo seed: ${plan.doctor} has no ${slot.day} ${slot.start}`);
    try {
      await play(db, plan, { ...slot, session, patientId: patient }, now);
      created += 1;
    } catch (error) {
      // A database that already has a booking in this slot keeps it.
      if (error instanceof AppError && error.code === 'SLOT_TAKEN') continue;
      throw error;
    }
  }
  return created;
}

/** The booking accounts: demo patients (seed.ts) and the practice's other patients. */
async function patientAccounts(db: Db) {
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      practicePatients.map((p) => p.email),
    )
    .execute();
  const toCreate = practicePatients.filter((p) => !existing.some((e) => e.email === p.email));
  if (toCreate.length > 0) {
    // Nobody signs in as them: a password nobody knows.
    const hash = await hashPassword(randomToken());
    await db
      .insertInto('users')
      .values(
        toCreate.map((p) => ({
          name: p.name,
          email: p.email,
          phone: p.phone,
          role: 'patient' as const,
          verified: true,
          password_hash: hash,
          profile: '{}',
          created_at: new Date('2026-01-01T00:00:00Z'),
          updated_at: new Date('2026-01-01T00:00:00Z'),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const emails = [...new Set(plannedAppointments.map((p) => p.account))];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .where('role', '=', 'patient')
    .where('verified', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}

type Placed = {
  date: string;
  day: Weekday;
  start: string;
  session: Schedule;
  patientId: string;
};

/** One appointment, step by step as patient and doctor would take it, each step dated. */
async function play(db: Db, plan: PlannedAppointment, slot: Placed, now: Date) {
  const patient: SignedIn = { userId: slot.patientId, role: 'patient' };
  const doctor: SignedIn = { userId: slot.session.user_id, role: 'doctor' };
  const end = endOf(slot.start);
  // When each step happens: booked about a week before (or two days ago for the nearest),
  // answered the next day, seen at the slot; never later than now, always in order.
  const times: Date[] = [];
  const when = (ideal: Date, stepsLeft: number) => {
    const latest = new Date(now.getTime() - (stepsLeft + 1) * 10 * MINUTE);
    const previous = times.at(-1);
    let t = ideal < latest ? ideal : latest;
    if (previous && t <= previous) t = new Date(previous.getTime() + MINUTE);
    times.push(t);
    return t;
  };
  const steps = stepsOf(plan);
  const weekBefore = at(addDays(slot.date, -6), '19:30');
  const twoDaysAgo = new Date(now.getTime() - 48 * HOUR);
  const bookedAt = when(weekBefore < twoDaysAgo ? weekBefore : twoDaysAgo, steps.length);
  const fields: BookingFields = {
    doctorId: slot.session.doctor_id,
    selectedDay: slot.day,
    selectedTimeSlot: { startTime: slot.start, endTime: end },
    selectedHospital: slot.session.hospital_id,
    appointmentData: {
      patientName: plan.patientName,
      phone: plan.phone,
      reason: plan.reason,
      date: slot.date,
    },
    medicalRecordConsent: true,
    includeHistoryPaper: plan.historyPaper !== undefined,
    ...(plan.historyPaper
      ? {
          historyPaperData: {
            language: 'en',
            symptoms: [],
            otherSymptoms: '',
            pastHistory: false,
            pastHistoryDetails: '',
            familyHistory: { present: false, text: '' },
            knownDiseases: { present: false, text: '' },
            allergies: { present: false, text: '' },
            ...plan.historyPaper,
          },
        }
      : {}),
  };
  const appointment = await book({ db, realtime: silent, now: bookedAt }, patient, fields, []);
  const id = appointment._id;
  await db
    .updateTable('appointments')
    .set({ created_at: bookedAt, updated_at: bookedAt })
    .where('id', '=', id)
    .execute();
  await dateNotice(db, id, 'appointment_requested', bookedAt);

  for (const [i, step] of steps.entries()) {
    const ideal =
      step.kind === 'in-progress'
        ? at(slot.date, slot.start)
        : step.kind === 'completed'
          ? at(slot.date, end)
          : step.kind === 'prescribe'
            ? new Date(at(slot.date, end).getTime() + 10 * MINUTE)
            : new Date(bookedAt.getTime() + (i + 1) * 20 * HOUR);
    const t = when(ideal, steps.length - i - 1);
    const deps = { db, realtime: silent, now: t };
    if (step.kind === 'accept') await acceptAppointment(deps, doctor, id);
    else if (step.kind === 'prescribe') {
      const { followUp, ...rest } = plan.prescription!;
      const body = prescriptionRequest.parse({
        ...rest,
        followUp: followUp
          ? {
              required: true,
              date: occurrence(nepalToday(now), followUp.day, followUp.week),
              notes: followUp.notes,
            }
          : { required: false, notes: '' },
      });
      await prescribe({ db, realtime: silent }, doctor, id, body);
      await db
        .updateTable('prescriptions')
        .set({ created_at: t })
        .where('appointment_id', '=', id)
        .execute();
    } else
      await changeAppointmentStatus(deps, step.by === 'patient' ? patient : doctor, id, step.kind);
    await dateNotice(db, id, step.event, t);
  }

  // Read an hour after it came, unless it is a request still waiting for the doctor.
  const waiting = plan.outcome === 'requested' ? 'appointment_requested' : '';
  await sql`update notifications set read_at = least(created_at + interval '1 hour', ${now})
    where params->>'appointmentId' = ${id} and event <> ${waiting}`.execute(db);
}

type Step = {
  kind: 'accept' | 'in-progress' | 'completed' | 'cancelled' | 'prescribe';
  by?: 'patient';
  event: string;
};

function stepsOf(plan: PlannedAppointment): Step[] {
  const accept: Step = { kind: 'accept', event: 'appointment_confirmed' };
  switch (plan.outcome) {
    case 'requested':
      return [];
    case 'confirmed':
      return [accept];
    case 'in-progress':
      return [accept, { kind: 'in-progress', event: 'appointment_started' }];
    case 'completed':
      return [
        accept,
        { kind: 'in-progress', event: 'appointment_started' },
        { kind: 'completed', event: 'appointment_completed' },
        ...(plan.prescription
          ? [{ kind: 'prescribe', event: 'prescription_created' } as const]
          : []),
      ];
    case 'declined':
      return [{ kind: 'cancelled', event: 'appointment_declined' }];
    case 'cancelled-by-patient':
      return [{ kind: 'cancelled', by: 'patient', event: 'appointment_cancelled_by_patient' }];
    case 'cancelled-by-doctor':
      return [accept, { kind: 'cancelled', event: 'appointment_cancelled_by_doctor' }];
  }
}

/** Dates the notification a step stored to the moment of the step. */
const dateNotice = (db: Db, appointmentId: string, event: string, t: Date) =>
  sql`update notifications set created_at = ${t}
    where params->>'appointmentId' = ${appointmentId} and event = ${event}`.execute(db);
