import { sql } from 'kysely';
import type { z } from 'zod';
import {
  BOOKING_HORIZON_DAYS,
  SLOT_MINUTES,
  doctorTransitions,
  patientCancellable,
  type Appointment,
  type AppointmentStatus,
  type appointmentListQuery,
  type BookingFields,
  type Slot,
} from '@contract/appointments';
import type { Weekday } from '../db/schema';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Caller } from '../http/route';
import type { Realtime } from '../realtime';
import { audit } from './audit';
import { isUuid } from './cursor';
import { weekdayNames } from './discovery-data';
import { deliver, storeNotification, type NotificationEvent } from './notifications';

/**
 * Booking and appointments (issue 7, ADR 0011). A doctor's schedule entry is a session
 * cut into SLOT_MINUTES slots; a booking holds one slot on one date. The partial unique
 * index of migration 0005 makes a second live booking of a slot impossible, so the
 * database, not a check before the insert, decides who gets it.
 */

const PUBLIC = sql`d.nmc_verified and d.verification_status = 'verified'`;

// ---- Dates in Nepal ----

const kathmandu = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Nepal, YYYY-MM-DD. */
export const nepalToday = (now: Date) => kathmandu.format(now);

/** `date` plus `days`, YYYY-MM-DD (calendar arithmetic in UTC, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const weekdayOf = (date: string): Weekday =>
  weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A date may be booked from tomorrow (in Nepal) up to the horizon. */
function assertBookable(date: string, now: Date) {
  const today = nepalToday(now);
  if (date <= today || date > addDays(today, BOOKING_HORIZON_DAYS))
    throw new AppError(400, 'DATE_NOT_BOOKABLE', 'date', { days: BOOKING_HORIZON_DAYS });
}

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
};

/** The slots of a session: every SLOT_MINUTES from its start that ends within it. */
function cut(session: Session) {
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

async function publicDoctor(db: Db, id: string): Promise<PublicDoctor> {
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

async function sessionsOn(db: Db, doctorId: string, day: Weekday): Promise<Session[]> {
  const { rows } = await sql<Session>`select s.hospital_id, p.name as hospital_name,
      s.start_time, s.end_time, s.department, s.consultation_fee
    from doctor_schedules s join providers p on p.id = s.hospital_id
    where s.doctor_id = ${doctorId} and s.day = ${day}
    order by s.start_time`.execute(db);
  return rows;
}

/** GET /doctors/{id}/slots?date=: the day's slots, and which are still free. */
export async function slotsOn(db: Db, doctorId: string, date: string, now: Date) {
  const doctor = await publicDoctor(db, doctorId);
  assertBookable(date, now);
  const day = weekdayOf(date);
  const sessions = await sessionsOn(db, doctor.id, day);
  const { rows: taken } = await sql<{ start_time: string }>`select start_time from appointments
    where doctor_id = ${doctor.id} and date = ${date} and status <> 'cancelled'`.execute(db);
  const busy = new Set(taken.map((t) => t.start_time));
  const slots: Slot[] = sessions.flatMap((s) =>
    cut(s).map((slot) => ({
      ...slot,
      hospital: { _id: s.hospital_id, name: s.hospital_name },
      department: s.department,
      consultationFee: Number(s.consultation_fee),
      available: !busy.has(slot.startTime),
    })),
  );
  return { date, day, slots };
}

// ---- Reading appointments ----

type AppointmentRow = {
  id: string;
  status: AppointmentStatus;
  cancel_reason: Appointment['cancelReason'];
  date: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  hospital_id: string;
  hospital_name: string;
  department: string;
  consultation_fee: number;
  doctor_id: string;
  doctor_user_id: string | null;
  doctor_name: string;
  specialization: string;
  patient_id: string;
  patient_name: string;
  patient_phone: string;
  reason: string;
  medical_record_consent: boolean;
  history_paper: Appointment['historyPaper'] | string | null;
  has_prescription: boolean;
  created_at: Date;
  updated_at: Date;
};

const selectAppointments = sql`select a.id, a.status, a.cancel_reason, a.date::text as date, a.day,
    a.start_time, a.end_time, a.hospital_id, p.name as hospital_name, a.department,
    a.consultation_fee, a.doctor_id, d.user_id as doctor_user_id, d.full_name as doctor_name,
    d.specialization, a.patient_id, a.patient_name, a.patient_phone, a.reason,
    a.medical_record_consent, a.history_paper,
    exists (select 1 from prescriptions r where r.appointment_id = a.id) as has_prescription,
    a.created_at, a.updated_at
  from appointments a
  join doctors d on d.id = a.doctor_id
  join providers p on p.id = a.hospital_id`;

async function documentsOf(db: Db, ids: string[]) {
  const map = new Map<string, Appointment['documents']>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('appointment_documents')
    .select(['id', 'appointment_id', 'name', 'type', 'size'])
    .where('appointment_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  for (const r of rows) {
    const list = map.get(r.appointment_id) ?? [];
    list.push({ _id: r.id, name: r.name, type: r.type, size: Number(r.size) });
    map.set(r.appointment_id, list);
  }
  return map;
}

function toAppointment(r: AppointmentRow, documents: Appointment['documents']): Appointment {
  return {
    _id: r.id,
    status: r.status,
    cancelReason: r.cancel_reason,
    date: r.date,
    day: r.day,
    timeSlot: { startTime: r.start_time, endTime: r.end_time },
    hospital: { _id: r.hospital_id, name: r.hospital_name },
    department: r.department,
    consultationFee: Number(r.consultation_fee),
    doctor: { _id: r.doctor_id, fullName: r.doctor_name, specialization: r.specialization },
    patientId: r.patient_id,
    patientName: r.patient_name,
    patientPhone: r.patient_phone,
    reason: r.reason,
    medicalRecordConsent: r.medical_record_consent,
    historyPaper:
      typeof r.history_paper === 'string' ? JSON.parse(r.history_paper) : r.history_paper,
    documents,
    hasPrescription: r.has_prescription,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

async function withDocuments(db: Db, rows: AppointmentRow[]) {
  const docs = await documentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAppointment(r, docs.get(r.id) ?? []));
}

/** The doctor record of a doctor account; a doctor account without one sees nothing. */
async function doctorIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('doctors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

const isDoctor = (caller: NonNullable<Caller>) => caller.role === 'doctor';

/** Whose appointments the caller may see: their own as patient, or as doctor. */
async function partyCondition(db: Db, caller: NonNullable<Caller>) {
  if (!isDoctor(caller)) return sql`a.patient_id = ${caller.userId}`;
  const doctorId = await doctorIdOf(db, caller.userId);
  return doctorId ? sql`a.doctor_id = ${doctorId}` : sql`false`;
}

export async function listAppointments(
  db: Db,
  caller: NonNullable<Caller>,
  query: z.output<typeof appointmentListQuery>,
  now: Date,
): Promise<Appointment[]> {
  const today = nepalToday(now);
  const when =
    query.when === 'upcoming'
      ? sql`a.date >= ${today}`
      : query.when === 'past'
        ? sql`a.date < ${today}`
        : sql`true`;
  const status = query.status ? sql`a.status = ${query.status}` : sql`true`;
  const order =
    query.when === 'upcoming' ? sql`a.date, a.start_time` : sql`a.date desc, a.start_time desc`;
  const { rows } = await sql<AppointmentRow>`${selectAppointments}
    where ${await partyCondition(db, caller)} and ${when} and ${status}
    order by ${order} limit 200`.execute(db);
  return withDocuments(db, rows);
}

/** One of the caller's appointments; anyone else's is 404, as if it did not exist. */
export async function getAppointment(
  db: Db,
  caller: NonNullable<Caller>,
  id: string,
): Promise<Appointment> {
  return (await withDocuments(db, [await rowFor(db, caller, id)]))[0]!;
}

async function rowFor(db: Db, caller: NonNullable<Caller>, id: string): Promise<AppointmentRow> {
  if (!isUuid(id)) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  const { rows } = await sql<AppointmentRow>`${selectAppointments}
    where a.id = ${id} and ${await partyCondition(db, caller)}`.execute(db);
  if (!rows[0]) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  return rows[0];
}

// ---- Booking ----

export type StoredFile = {
  name: string;
  type: Appointment['documents'][number]['type'];
  size: number;
  storedName: string;
};

export type BookingDeps = { db: Db; realtime: Realtime; now: Date };

/** POST /appointments/enhanced: one slot for a verified patient with a verified doctor. */
export async function book(
  { db, realtime, now }: BookingDeps,
  caller: NonNullable<Caller>,
  fields: BookingFields,
  files: StoredFile[],
): Promise<Appointment> {
  const patient = await db
    .selectFrom('users')
    .select(['id', 'verified'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  if (!patient?.verified) throw new AppError(403, 'PATIENT_NOT_VERIFIED');
  const doctor = await publicDoctor(db, fields.doctorId);

  const { date } = fields.appointmentData;
  assertBookable(date, now);
  if (weekdayOf(date) !== fields.selectedDay)
    throw new AppError(400, 'DATE_NOT_BOOKABLE', 'appointmentData.date', {
      days: BOOKING_HORIZON_DAYS,
    });
  const sessions = await sessionsOn(db, doctor.id, fields.selectedDay);
  const { startTime, endTime } = fields.selectedTimeSlot;
  const session = sessions.find(
    (s) =>
      s.hospital_id === fields.selectedHospital &&
      cut(s).some((slot) => slot.startTime === startTime && slot.endTime === endTime),
  );
  if (!session) throw new AppError(400, 'SLOT_NOT_OFFERED', 'selectedTimeSlot');

  const { appointmentId, notice } = await db.transaction().execute(async (trx) => {
    // The partial unique index answers "is it free?": no row comes back when it is taken.
    const inserted = await sql<{ id: string }>`insert into appointments
        (patient_id, doctor_id, hospital_id, date, day, start_time, end_time, department,
         consultation_fee, patient_name, patient_phone, reason, medical_record_consent,
         history_paper)
      values (${caller.userId}, ${doctor.id}, ${session.hospital_id}, ${date}, ${fields.selectedDay},
        ${startTime}, ${endTime}, ${session.department}, ${session.consultation_fee},
        ${fields.appointmentData.patientName}, ${fields.appointmentData.phone},
        ${fields.appointmentData.reason}, ${fields.medicalRecordConsent},
        ${fields.includeHistoryPaper && fields.historyPaperData ? JSON.stringify(fields.historyPaperData) : null}::jsonb)
      on conflict (doctor_id, date, start_time) where status <> 'cancelled' do nothing
      returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (!id) throw new AppError(409, 'SLOT_TAKEN', 'selectedTimeSlot');
    for (const file of files) {
      await trx
        .insertInto('appointment_documents')
        .values({
          appointment_id: id,
          name: file.name,
          type: file.type,
          size: file.size,
          stored_name: file.storedName,
        })
        .execute();
    }
    const notice = doctor.user_id
      ? await storeNotification(trx, {
          userId: doctor.user_id,
          event: 'appointment_requested',
          params: {
            appointmentId: id,
            patient: fields.appointmentData.patientName,
            date,
            time: startTime,
            hospital: session.hospital_name,
          },
        })
      : null;
    return { appointmentId: id, notice };
  });

  const appointment = await getAppointment(db, caller, appointmentId);
  if (doctor.user_id) {
    realtime.toUser(doctor.user_id, 'appointment_booked', { appointment });
    if (notice) deliver(realtime, doctor.user_id, notice);
  }
  return appointment;
}

// ---- Decisions ----

const eventFor = (to: AppointmentStatus, byDoctor: boolean, from: AppointmentStatus) => {
  if (to === 'confirmed') return 'appointment_confirmed';
  if (to === 'in-progress') return 'appointment_started';
  if (to === 'completed') return 'appointment_completed';
  if (!byDoctor) return 'appointment_cancelled_by_patient';
  return from === 'requested' ? 'appointment_declined' : 'appointment_cancelled_by_doctor';
};

/**
 * Moves an appointment from one status to another, if it is still in the status it was
 * read in (a concurrent decision loses with 409), and tells the other side.
 */
async function transition(
  deps: BookingDeps,
  caller: NonNullable<Caller>,
  id: string,
  to: AppointmentStatus,
  extra: { recordsShared?: boolean; cancelReason?: Appointment['cancelReason'] } = {},
): Promise<Appointment> {
  const { db, realtime } = deps;
  const current = await rowFor(db, caller, id);
  const byDoctor = isDoctor(caller);
  const allowed = byDoctor
    ? to === 'confirmed'
      ? current.status === 'requested' && extra.recordsShared === true
      : doctorTransitions[current.status].includes(to)
    : to === 'cancelled' && patientCancellable.includes(current.status);
  if (!allowed)
    throw new AppError(409, 'ILLEGAL_TRANSITION', 'status', { from: current.status, to });

  const cancelReason =
    to === 'cancelled'
      ? (extra.cancelReason ??
        (byDoctor ? (current.status === 'requested' ? 'declined' : 'doctor') : 'patient'))
      : null;
  const event: NotificationEvent = eventFor(to, byDoctor, current.status);
  const recipient = byDoctor ? current.patient_id : current.doctor_user_id;

  const notice = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('appointments')
      .set({
        status: to,
        cancel_reason: cancelReason,
        updated_at: deps.now,
        ...(extra.recordsShared ? { records_shared_at: deps.now } : {}),
      })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .returning('id')
      .executeTakeFirst();
    if (!updated)
      throw new AppError(409, 'ILLEGAL_TRANSITION', 'status', { from: current.status, to });
    if (extra.recordsShared)
      await audit(trx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'records.shared',
        subjectType: 'appointment',
        subjectId: current.id,
        patientId: current.patient_id,
        details: { doctorId: current.doctor_id },
      });
    return recipient
      ? storeNotification(trx, {
          userId: recipient,
          event,
          params: {
            appointmentId: current.id,
            doctor: current.doctor_name,
            patient: current.patient_name,
            date: current.date,
            time: current.start_time,
            hospital: current.hospital_name,
          },
        })
      : null;
  });

  const appointment = await getAppointment(db, caller, current.id);
  for (const userId of [current.patient_id, current.doctor_user_id])
    if (userId) realtime.toUser(userId, 'appointment_updated', { appointment });
  if (recipient && notice) deliver(realtime, recipient, notice);
  return appointment;
}

/** PUT /appointments/{id}/accept: requested → confirmed; the patient's records open to the doctor. */
export const acceptAppointment = (deps: BookingDeps, caller: NonNullable<Caller>, id: string) =>
  transition(deps, caller, id, 'confirmed', { recordsShared: true });

/** PUT /appointments/{id}: the doctor declines, starts, completes or cancels; the patient cancels. */
export const changeAppointmentStatus = (
  deps: BookingDeps,
  caller: NonNullable<Caller>,
  id: string,
  status: AppointmentStatus,
  cancelReason?: Appointment['cancelReason'],
) => transition(deps, caller, id, status, { cancelReason });
