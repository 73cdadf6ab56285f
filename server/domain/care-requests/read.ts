import { sql } from 'kysely';
import type {
  CareRequest,
  CareRequestCounts,
  CareRequestStatus,
  CareRequestType,
  CareRequestUrgency,
} from '@contract/care-requests';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';
import { ageOf } from '../patients/list';

// ---- Reading requests (issue 18, ADR 0042) ----

type Row = {
  id: string;
  type: CareRequestType;
  status: CareRequestStatus;
  urgency: CareRequestUrgency;
  preferred_date: string;
  preferred_time: string;
  description: string;
  response_message: string;
  response_date: Date | null;
  created_at: Date;
  updated_at: Date;
  doctor_id: string;
  doctor_user_id: string | null;
  doctor_name: string;
  patient_id: string;
  patient_name: string;
  profile: Record<string, unknown> | string | null;
  from_id: string;
  from_date: string;
  from_doctor: string;
  condition: string;
  appointment_id: string | null;
  sched_date: string | null;
  sched_start: string | null;
  sched_end: string | null;
  sched_hospital_id: string | null;
  sched_hospital: string | null;
};

const select = sql`select r.id, r.type, r.status, r.urgency,
    r.preferred_date::text as preferred_date, r.preferred_time, r.description,
    r.response_message, r.response_date, r.created_at, r.updated_at,
    r.doctor_id, d.user_id as doctor_user_id, d.full_name as doctor_name,
    r.patient_id, u.name as patient_name, u.profile,
    fa.id as from_id, fa.date::text as from_date, fd.full_name as from_doctor,
    coalesce((select p.body->>'diagnosis' from prescriptions p
      where p.appointment_id = fa.id order by p.created_at desc limit 1), fa.reason) as condition,
    r.appointment_id, sa.date::text as sched_date, sa.start_time as sched_start,
    sa.end_time as sched_end, sa.hospital_id as sched_hospital_id, sp.name as sched_hospital
  from care_requests r
  join doctors d on d.id = r.doctor_id
  join users u on u.id = r.patient_id
  join appointments fa on fa.id = r.from_appointment_id
  join doctors fd on fd.id = fa.doctor_id
  left join appointments sa on sa.id = r.appointment_id and sa.status <> 'cancelled'
  left join providers sp on sp.id = sa.hospital_id`;

const genders = ['Male', 'Female', 'Other'];

/** The patient's first words, as the card's title. */
const titleOf = (description: string) => {
  const line = description.split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

function toRequest(
  r: Row,
  today: string,
  attachments: Map<string, CareRequest['attachments']>,
): CareRequest {
  const profile = typeof r.profile === 'string' ? JSON.parse(r.profile) : (r.profile ?? {});
  const gender = genders.find((g) => g.toLowerCase() === String(profile.gender).toLowerCase());
  return {
    _id: r.id,
    requestId: `REQ-${r.id.slice(0, 8).toUpperCase()}`,
    type: r.type,
    title: titleOf(r.description),
    status: r.status,
    urgency: r.urgency,
    requesterName: r.patient_name,
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    patientId: r.patient_id,
    patientInfo: {
      name: r.patient_name,
      age: ageOf(profile, today),
      gender: gender ?? '',
      condition: r.condition ?? '',
    },
    fromAppointment: { _id: r.from_id, date: r.from_date, doctorName: r.from_doctor },
    preferredDate: r.preferred_date,
    preferredTime: r.preferred_time,
    description: r.description,
    attachments: attachments.get(r.from_id) ?? [],
    responseMessage: r.response_message,
    responseDate: r.response_date ? new Date(r.response_date).toISOString() : null,
    scheduledAppointment:
      r.appointment_id && r.sched_date
        ? {
            _id: r.appointment_id,
            date: r.sched_date,
            startTime: r.sched_start!,
            endTime: r.sched_end!,
            hospital: { _id: r.sched_hospital_id!, name: r.sched_hospital ?? '' },
          }
        : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

async function attachmentsOf(db: Db, appointmentIds: string[]) {
  const map = new Map<string, CareRequest['attachments']>();
  if (appointmentIds.length === 0) return map;
  const rows = await db
    .selectFrom('appointment_documents')
    .select(['id', 'appointment_id', 'name'])
    .where('appointment_id', 'in', appointmentIds)
    .orderBy('created_at')
    .execute();
  for (const row of rows)
    map.set(row.appointment_id, [
      ...(map.get(row.appointment_id) ?? []),
      { _id: row.id, name: row.name },
    ]);
  return map;
}

async function readWhere(db: Db, where: ReturnType<typeof sql>, today: string) {
  const { rows } = await sql<Row>`${select} where ${where}
    order by r.created_at desc, r.id desc limit 500`.execute(db);
  const attachments = await attachmentsOf(db, [...new Set(rows.map((r) => r.from_id))]);
  return rows.map((r) => toRequest(r, today, attachments));
}

/** The doctor's incoming requests (of one status, or all), newest first, and the counts. */
export async function doctorRequests(
  db: Db,
  doctorId: string,
  status: CareRequestStatus | undefined,
  today: string,
): Promise<{ requests: CareRequest[]; counts: CareRequestCounts }> {
  const only = status ? sql`and r.status = ${status}` : sql``;
  const requests = await readWhere(db, sql`r.doctor_id = ${doctorId} ${only}`, today);
  const { rows } = await sql<{ status: CareRequestStatus; n: string }>`select status,
      count(*) as n from care_requests where doctor_id = ${doctorId} group by status`.execute(db);
  const counts: CareRequestCounts = { pending: 0, accepted: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return { requests, counts };
}

/** The patient's own requests (of one past appointment, or all), newest first. */
export async function patientRequests(
  db: Db,
  patientId: string,
  appointmentId: string | undefined,
  today: string,
) {
  const only = appointmentId ? sql`and r.from_appointment_id = ${appointmentId}` : sql``;
  return readWhere(db, sql`r.patient_id = ${patientId} ${only}`, today);
}

/** One request as the doctor it is addressed to, or the patient who made it, reads it. */
export async function readRequest(
  db: Db,
  id: string,
  today: string,
  owner: { doctorId: string } | { patientId: string },
): Promise<{ request: CareRequest; doctorUserId: string | null }> {
  if (!isUuid(id)) throw new AppError(404, 'REQUEST_NOT_FOUND');
  const mine =
    'doctorId' in owner
      ? sql`r.doctor_id = ${owner.doctorId}`
      : sql`r.patient_id = ${owner.patientId}`;
  const { rows } = await sql<Row>`${select} where r.id = ${id} and ${mine}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError(404, 'REQUEST_NOT_FOUND');
  const attachments = await attachmentsOf(db, [row.from_id]);
  return { request: toRequest(row, today, attachments), doctorUserId: row.doctor_user_id };
}
