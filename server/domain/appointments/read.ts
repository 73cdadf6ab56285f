import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type Appointment,
  type AppointmentStatus,
  type appointmentListQuery,
} from '@contract/appointments';
import type { Weekday } from '../../db/schema';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { isUuid } from '../cursor';
import { nepalToday } from './dates';
import { historyPaperFor } from './history-paper';

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

export const isDoctor = (caller: NonNullable<Caller>) => caller.role === 'doctor';

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
  return historyPaperFor(db, caller, await withDocuments(db, rows));
}

/**
 * One of the caller's appointments as stored, history paper included whoever asks: for
 * the server's own use, not to answer with (that is `getAppointment`). Anyone else's is 404.
 */
export async function findAppointment(
  db: Db,
  caller: NonNullable<Caller>,
  id: string,
): Promise<Appointment> {
  return (await withDocuments(db, [await rowFor(db, caller, id)]))[0]!;
}

/**
 * One of the caller's appointments as they may see it (a doctor sees the history paper
 * only once the patient is theirs, and that read is audited); anyone else's is 404.
 */
export async function getAppointment(
  db: Db,
  caller: NonNullable<Caller>,
  id: string,
): Promise<Appointment> {
  return (await historyPaperFor(db, caller, [await findAppointment(db, caller, id)]))[0]!;
}

export async function rowFor(
  db: Db,
  caller: NonNullable<Caller>,
  id: string,
): Promise<AppointmentRow> {
  if (!isUuid(id)) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  const { rows } = await sql<AppointmentRow>`${selectAppointments}
    where a.id = ${id} and ${await partyCondition(db, caller)}`.execute(db);
  if (!rows[0]) throw new AppError(404, 'APPOINTMENT_NOT_FOUND');
  return rows[0];
}
