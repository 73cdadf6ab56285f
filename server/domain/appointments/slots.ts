import { sql } from 'kysely';
import { SLOT_MINUTES, type Slot } from '@contract/appointments';
import type { Weekday } from '../../db/schema';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';
import { PUBLIC, assertBookable, weekdayOf } from './dates';

// ---- Slots ----

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

type Session = {
  hospital_id: string;
  hospital_name: string;
  start_time: string;
  end_time: string;
  department: string;
  consultation_fee: number;
  /** How many patients the session takes (001 §2.10, migration 0023, ADR 0031). */
  max_patients: number;
};

/** The slots of a session: every SLOT_MINUTES from its start that ends within it. */
export function cut(session: Session) {
  const out: { startTime: string; endTime: string }[] = [];
  for (let m = minutes(session.start_time); m + SLOT_MINUTES <= minutes(session.end_time);) {
    out.push({ startTime: clockOf(m), endTime: clockOf(m + SLOT_MINUTES) });
    m += SLOT_MINUTES;
  }
  return out;
}

type PublicDoctor = {
  id: string;
  user_id: string | null;
  full_name: string;
  specialization: string;
};

export async function publicDoctor(db: Db, id: string): Promise<PublicDoctor> {
  if (!isUuid(id)) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  const { rows } = await sql<PublicDoctor & { public: boolean }>`select d.id, d.user_id,
      d.full_name, d.specialization, (${PUBLIC}) as public
    from doctors d where d.id = ${id}`.execute(db);
  const doctor = rows[0];
  if (!doctor) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  // 002 §5: only NMC-verified doctors can be booked.
  if (!doctor.public) throw new AppError(403, 'DOCTOR_NOT_VERIFIED');
  return doctor;
}

export async function sessionsOn(db: Db, doctorId: string, day: Weekday): Promise<Session[]> {
  const { rows } = await sql<Session>`select s.hospital_id, p.name as hospital_name,
      s.start_time, s.end_time, s.department, s.consultation_fee, s.max_patients
    from doctor_schedules s join providers p on p.id = s.hospital_id
    where s.doctor_id = ${doctorId} and s.day = ${day}
    order by s.start_time`.execute(db);
  return rows;
}

/** Whether a start time falls within a session (a booking belongs to the session it is in). */
export const within = (session: Session, clock: string) =>
  minutes(clock) >= minutes(session.start_time) && minutes(clock) < minutes(session.end_time);

/** Whether a session has as many bookings on its day as it takes patients. */
export const isFull = (session: Session, startTimes: readonly string[]) =>
  startTimes.filter((clock) => within(session, clock)).length >= session.max_patients;

/**
 * GET /doctors/{id}/slots?date=: the day's slots, and which are still free: a slot is
 * taken by a booking, and a session that has its max patients offers no more.
 */
export async function slotsOn(db: Db, doctorId: string, date: string, now: Date) {
  const doctor = await publicDoctor(db, doctorId);
  assertBookable(date, now);
  const day = weekdayOf(date);
  const sessions = await sessionsOn(db, doctor.id, day);
  const { rows: taken } = await sql<{ start_time: string }>`select start_time from appointments
    where doctor_id = ${doctor.id} and date = ${date} and status <> 'cancelled'`.execute(db);
  const busy = new Set(taken.map((t) => t.start_time));
  const starts = taken.map((t) => t.start_time);
  const slots: Slot[] = sessions.flatMap((s) => {
    const full = isFull(s, starts);
    return cut(s).map((slot) => ({
      ...slot,
      hospital: { _id: s.hospital_id, name: s.hospital_name },
      department: s.department,
      consultationFee: Number(s.consultation_fee),
      available: !full && !busy.has(slot.startTime),
    }));
  });
  return { date, day, slots };
}
