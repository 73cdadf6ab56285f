import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import {
  EXPIRING_SOON_DAYS,
  type DoctorPrescriptionStats,
  type PatientPrescriptionStats,
  type PrescriptionDetail,
  type PrescriptionStatus,
  type PrescriptionVersion,
  type doctorPrescriptionsExportQuery,
  type doctorPrescriptionsQuery,
  type patientPrescriptionsQuery,
} from '@contract/prescriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { addDays, nepalToday } from '../appointments/dates';

/**
 * Reading prescriptions (issue 15, ADR 0028): the doctor's list with stats and its CSV,
 * the patient's list with stats, one prescription with its versions. `expired` is never
 * stored: it is an active prescription whose valid-until is before Nepal's today, on the
 * app's clock.
 */

export type DetailRow = {
  id: string;
  appointment_id: string;
  status: 'active' | 'completed' | 'cancelled';
  body: Record<string, unknown> | string;
  doctor_id: string;
  doctor_user_id: string | null;
  doctor_name: string;
  patient_id: string;
  patient_name: string;
  patient_email: string | null;
  patient_phone: string | null;
  hospital_id: string;
  hospital_name: string;
  created_at: Date;
  updated_at: Date;
  valid_until: string;
  version: number;
};

export const selectDetail = sql`select r.id, r.appointment_id, r.status, r.body, r.doctor_id,
    d.user_id as doctor_user_id, d.full_name as doctor_name, r.patient_id, a.patient_name,
    u.email as patient_email, u.phone as patient_phone, a.hospital_id,
    p.name as hospital_name, r.created_at, r.updated_at, r.valid_until::text as valid_until,
    r.version
  from prescriptions r
  join appointments a on a.id = r.appointment_id
  join doctors d on d.id = r.doctor_id
  join providers p on p.id = a.hospital_id
  left join users u on u.id = r.patient_id`;

/** The short number shown on cards and quoted on the phone: RX- and the id's first 8. */
export const prescriptionNumber = (id: string) => `RX-${id.slice(0, 8).toUpperCase()}`;

/** The status the client sees on `today` (Nepal's date). */
export function statusOn(
  stored: DetailRow['status'],
  validUntil: string,
  today: string,
): PrescriptionStatus {
  return stored === 'active' && validUntil < today ? 'expired' : stored;
}

const parse = (body: DetailRow['body']) =>
  (typeof body === 'string' ? JSON.parse(body) : body) as Record<string, unknown>;

/** A row as the client reads it; `withContact` false hides the patient's email and phone. */
export function toDetail(r: DetailRow, today: string, withContact = true): PrescriptionDetail {
  const status = statusOn(r.status, r.valid_until, today);
  return {
    ...(parse(r.body) as Omit<PrescriptionDetail, 'status'>),
    _id: r.id,
    source: 'prescribed',
    number: prescriptionNumber(r.id),
    appointmentId: r.appointment_id,
    status,
    validUntil: r.valid_until,
    expiringSoon: status === 'active' && r.valid_until <= addDays(today, EXPIRING_SOON_DAYS),
    doctor: { _id: r.doctor_id, fullName: r.doctor_name },
    patientId: r.patient_id,
    patientName: r.patient_name,
    patient: {
      _id: r.patient_id,
      name: r.patient_name,
      email: withContact ? (r.patient_email ?? '') : '',
      phone: withContact ? (r.patient_phone ?? '') : '',
    },
    hospital: { _id: r.hospital_id, name: r.hospital_name },
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    version: r.version,
  };
}

/** The `where` of a status filter on `today`. */
function statusWhere(status: string, today: string): RawBuilder<unknown> {
  switch (status) {
    case 'active':
      return sql`r.status = 'active' and r.valid_until >= ${today}::date`;
    case 'expired':
      return sql`r.status = 'active' and r.valid_until < ${today}::date`;
    case 'completed':
    case 'cancelled':
      return sql`r.status = ${status}`;
    default:
      return sql`true`;
  }
}

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The doctors row of the caller, or null when the account has no doctor profile. */
export async function doctorIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('doctors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export type DoctorFilters = z.output<typeof doctorPrescriptionsExportQuery>;

/** The doctor's rows by search (patient name, diagnosis, medicine) and status. */
export function doctorWhere(doctorId: string, f: DoctorFilters, today: string) {
  const parts = [sql`r.doctor_id = ${doctorId}`, statusWhere(f.status, today)];
  if (f.search) {
    const like = likeOf(f.search);
    parts.push(sql`(lower(a.patient_name) like ${like}
      or lower(r.body->>'diagnosis') like ${like}
      or ${medicineLike(like)})`);
  }
  return sql.join(parts, sql` and `);
}

/** A medicine's name matches (not its dosage or instructions). */
const medicineLike = (like: string) => sql`exists (select 1
  from jsonb_array_elements(r.body->'medications') m where lower(m->>'name') like ${like})`;

/** The rows counted: the appointment is joined only when the patient's name is searched. */
const fromFor = (f: DoctorFilters) =>
  f.search
    ? sql`from prescriptions r join appointments a on a.id = r.appointment_id`
    : sql`from prescriptions r`;

/** The doctor's figures over all their prescriptions on `today`. */
async function doctorStats(db: Db, doctorId: string, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const { rows } = await sql<DoctorPrescriptionStats>`select count(*)::int as total,
      (count(*) filter (where status = 'active' and valid_until >= ${today}::date))::int as active,
      (count(*) filter (where status = 'completed'))::int as completed,
      (count(*) filter (where status = 'cancelled'))::int as cancelled,
      (count(*) filter (where status = 'active' and valid_until < ${today}::date))::int as expired,
      (count(*) filter (where created_at >= ${monthStart}::timestamp at time zone 'Asia/Kathmandu'))::int
        as "thisMonth"
    from prescriptions where doctor_id = ${doctorId}`.execute(db);
  return rows[0]!;
}

const noStats: DoctorPrescriptionStats = {
  total: 0,
  active: 0,
  completed: 0,
  cancelled: 0,
  expired: 0,
  thisMonth: 0,
};

/** GET /doctor/prescriptions: a page, newest first, with the stats. */
export async function doctorPrescriptions(
  db: Db,
  caller: NonNullable<Caller>,
  query: z.output<typeof doctorPrescriptionsQuery>,
  now: Date,
) {
  const { page, limit, ...filters } = query;
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) return { items: [], total: 0, page, limit, stats: noStats };
  const today = nepalToday(now);
  const where = doctorWhere(doctorId, filters, today);
  const [count, found, stats] = await Promise.all([
    sql<{
      total: number;
    }>`select count(*)::int as total ${fromFor(filters)} where ${where}`.execute(db),
    sql<DetailRow>`${selectDetail} where ${where}
      order by r.created_at desc, r.id desc limit ${limit} offset ${(page - 1) * limit}`.execute(
      db,
    ),
    doctorStats(db, doctorId, today),
  ]);
  return {
    items: found.rows.map((r) => toDetail(r, today)),
    total: count.rows[0]?.total ?? 0,
    page,
    limit,
    stats,
  };
}

/** GET /patient/prescriptions: the patient's own, newest first, with the stats. */
export async function patientPrescriptions(
  db: Db,
  caller: NonNullable<Caller>,
  query: z.output<typeof patientPrescriptionsQuery>,
  now: Date,
) {
  const today = nepalToday(now);
  const parts = [sql`r.patient_id = ${caller.userId}`, statusWhere(query.status, today)];
  if (query.search) {
    const like = likeOf(query.search);
    parts.push(sql`(lower(d.full_name) like ${like} or lower(p.name) like ${like}
      or lower(r.body->>'diagnosis') like ${like}
      or ${medicineLike(like)})`);
  }
  const soon = addDays(today, EXPIRING_SOON_DAYS);
  const [found, stats] = await Promise.all([
    sql<DetailRow>`${selectDetail} where ${sql.join(parts, sql` and `)}
      order by r.created_at desc, r.id desc limit 200`.execute(db),
    sql<PatientPrescriptionStats>`select
        (count(*) filter (where status = 'active' and valid_until >= ${today}::date))::int as active,
        (count(*) filter (where status = 'completed'))::int as completed,
        (count(*) filter (where status = 'active' and valid_until < ${today}::date))::int as expired,
        (count(*) filter (where status = 'cancelled'))::int as cancelled,
        (count(*) filter (where status = 'active' and valid_until >= ${today}::date
          and valid_until <= ${soon}::date))::int as "expiringSoon",
        (select count(*) from uploaded_prescriptions where patient_id = ${caller.userId})::int
          as uploaded
      from prescriptions where patient_id = ${caller.userId}`.execute(db),
  ]);
  return { items: found.rows.map((r) => toDetail(r, today, false)), stats: stats.rows[0]! };
}

/**
 * One prescription for its doctor or its patient; anyone else gets a 404 (the same as
 * one that does not exist). Returns the row too, for the caller's audit and checks.
 */
export async function readPrescription(
  db: Db,
  caller: NonNullable<Caller>,
  id: string,
): Promise<DetailRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND');
  const { rows } = await sql<DetailRow>`${selectDetail} where r.id = ${id}`.execute(db);
  const row = rows[0];
  const mine =
    row &&
    (caller.role === 'doctor'
      ? row.doctor_user_id === caller.userId
      : row.patient_id === caller.userId);
  if (!mine) throw new AppError(404, 'PRESCRIPTION_NOT_FOUND');
  return row;
}

type VersionRow = {
  version: number;
  saved_at: Date;
  edited_by: string | null;
  editor_name: string | null;
  body: Record<string, unknown> | string;
  valid_until: string;
};

/** Earlier versions of a prescription, newest first. */
export async function versionsOf(db: Db, id: string): Promise<PrescriptionVersion[]> {
  const { rows } = await sql<VersionRow>`select v.version, v.saved_at, v.edited_by,
      u.name as editor_name, v.body, v.valid_until::text as valid_until
    from prescription_versions v left join users u on u.id = v.edited_by
    where v.prescription_id = ${id} order by v.version desc`.execute(db);
  return rows.map((v) => {
    const body = parse(v.body) as {
      diagnosis?: string;
      medications?: PrescriptionVersion['medications'];
      advice?: string;
    };
    return {
      version: v.version,
      savedAt: new Date(v.saved_at).toISOString(),
      editedBy: { _id: v.edited_by ?? '', name: v.editor_name ?? '' },
      diagnosis: body.diagnosis ?? '',
      medications: body.medications ?? [],
      advice: body.advice ?? '',
      validUntil: v.valid_until,
    };
  });
}

/** GET /prescriptions/:id as the client reads it. */
export async function prescriptionWithVersions(
  db: Db,
  caller: NonNullable<Caller>,
  row: DetailRow,
  now: Date,
) {
  return {
    prescription: toDetail(row, nepalToday(now), caller.role === 'doctor'),
    versions: await versionsOf(db, row.id),
  };
}
