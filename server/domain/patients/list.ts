import { sql } from 'kysely';
import {
  NEW_PATIENT_MAX_VISITS,
  RECENT_VISIT_DAYS,
  type DoctorPatient,
  type DoctorPatientsData,
  type PatientFilter,
  type PatientSort,
} from '@contract/patients';
import type { Db } from '../../db/database';
import { addDays, nepalToday } from '../appointments';
import { appointmentStillCounts } from '../care/links';

/**
 * The doctor's patients (ADR 0030, 0039): everyone with an appointment with this doctor that
 * is not cancelled and not outweighed by a later transfer away, and everyone a referral or a
 * transfer made theirs. A doctor's list is read whole (one row per patient, aggregated in SQL),
 * then searched, sorted and paged here: age comes from a free-form profile, and a
 * practice's list is hundreds of people, not millions.
 */

type Row = {
  id: string;
  name: string;
  email: string;
  phone: string;
  profile: Record<string, unknown> | string;
  total_visits: number | string;
  last_visit: string | null;
  accepted: boolean;
  pending_appointment_id: string | null;
  prescribable_appointment_id: string | null;
  critical: boolean | null;
  condition: string | null;
  records_count: number | string;
  referred: boolean;
  referral_direction: 'from' | 'to' | null;
  referral_doctor: string | null;
  referral_reason: string | null;
  referral_date: Date | string | null;
};

const json = (value: Record<string, unknown> | string): Record<string, unknown> =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const genders = ['Male', 'Female', 'Other'] as const;
const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

/** Whole years from the profile's age or date of birth, else null. */
export function ageOf(profile: Record<string, unknown>, today: string): number | null {
  if (typeof profile.age === 'number' && Number.isInteger(profile.age) && profile.age >= 0)
    return profile.age;
  const born = str(profile.dateOfBirth);
  if (!born || !/^\d{4}-\d{2}-\d{2}/.test(born)) return null;
  const [y, m, d] = [born.slice(0, 4), born.slice(5, 7), born.slice(8, 10)].map(Number);
  const [ty, tm, td] = [today.slice(0, 4), today.slice(5, 7), today.slice(8, 10)].map(Number);
  let years = ty! - y!;
  if (tm! < m! || (tm === m && td! < d!)) years -= 1;
  return years >= 0 && years < 150 ? years : null;
}

/** The doctor record of a doctor account; one without it has no patients. */
export async function doctorIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('doctors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Every patient of the doctor, or only `patientId`, as 001 §3's list item. */
export async function readPatients(
  db: Db,
  doctorId: string,
  today: string,
  patientId?: string,
): Promise<DoctorPatient[]> {
  const only = patientId ? sql`and m.patient_id = ${patientId}` : sql``;
  const { rows } = await sql<Row>`
    with visits as (
      select a.patient_id,
        count(*) filter (where a.status in ('in-progress', 'completed')) as total_visits,
        max(a.date) filter (where a.status in ('in-progress', 'completed')) as last_visit,
        bool_or(a.status in ('confirmed', 'in-progress', 'completed')) as accepted,
        (array_agg(a.id order by a.date, a.start_time)
          filter (where a.status = 'requested'))[1] as pending_appointment_id,
        (array_agg(a.id order by a.date desc, a.start_time desc)
          filter (where a.status = 'completed' and not exists
            (select 1 from prescriptions p where p.appointment_id = a.id)))[1]
          as prescribable_appointment_id
      from appointments a
      where a.doctor_id = ${doctorId} and a.status <> 'cancelled' and ${appointmentStillCounts}
      group by a.patient_id
    ),
    granted as (
      select l.patient_id from care_links l
      where l.doctor_id = ${doctorId} and l.status = 'active'
    ),
    mine as (
      select coalesce(v.patient_id, g.patient_id) as patient_id,
        coalesce(v.total_visits, 0) as total_visits, v.last_visit,
        (coalesce(v.accepted, false) or g.patient_id is not null) as accepted,
        v.pending_appointment_id, v.prescribable_appointment_id
      from visits v full join granted g on g.patient_id = v.patient_id
    )
    select u.id, u.name, u.email, u.phone, u.profile, m.total_visits,
      to_char(m.last_visit, 'YYYY-MM-DD') as last_visit, m.accepted,
      m.pending_appointment_id, m.prescribable_appointment_id, dp.critical,
      (select p.body->>'diagnosis' from prescriptions p
        where p.doctor_id = ${doctorId} and p.patient_id = u.id
        order by p.created_at desc, p.id limit 1) as condition,
      ${recordsCount(doctorId)} as records_count,
      exists (select 1 from referrals r where r.from_doctor_id = ${doctorId}
        and r.patient_id = u.id and r.status in ('accepted', 'active', 'completed')) as referred,
      ref.direction as referral_direction, ref.doctor_name as referral_doctor,
      ref.reason as referral_reason, ref.created_at as referral_date
    from mine m
    join users u on u.id = m.patient_id
    left join doctor_patients dp on dp.doctor_id = ${doctorId} and dp.patient_id = u.id
    left join lateral (
      select case when r.from_doctor_id = ${doctorId} then 'to' else 'from' end as direction,
        case when r.from_doctor_id = ${doctorId} then td.full_name else fd.full_name end
          as doctor_name,
        r.reason, r.created_at
      from referrals r
      join doctors fd on fd.id = r.from_doctor_id
      join doctors td on td.id = r.to_doctor_id
      where r.patient_id = u.id and (
        (r.from_doctor_id = ${doctorId} and r.status <> 'declined')
        or (r.to_doctor_id = ${doctorId} and r.status in ('accepted', 'active', 'completed')))
      order by r.created_at desc, r.id limit 1
    ) ref on true
    where true ${only}`.execute(db);
  return rows.map((r) => toPatient(r, today));
}

/**
 * The records the doctor opens once accepted, counted as records/read.ts lists them: the
 * patient's own uploads, and each booking with this doctor that carries a history paper
 * or documents.
 */
const recordsCount = (doctorId: string) => sql`(
  (select count(*) from medical_records r where r.patient_id = u.id)
  + (select count(*) from appointments b where b.patient_id = u.id and b.doctor_id = ${doctorId}
      and (b.history_paper is not null
        or exists (select 1 from appointment_documents ad where ad.appointment_id = b.id))))`;

function toPatient(r: Row, today: string): DoctorPatient {
  const profile = json(r.profile ?? {});
  const gender = genders.find((g) => g.toLowerCase() === String(profile.gender).toLowerCase());
  const blood = str(profile.bloodGroup);
  return {
    id: r.id,
    name: r.name,
    age: ageOf(profile, today),
    gender: gender ?? null,
    phone: r.phone,
    email: r.email,
    bloodGroup: blood && bloodGroups.includes(blood) ? blood : null,
    status: !r.accepted ? 'pending-acceptance' : r.referred ? 'referred' : 'my-patient',
    lastVisit: r.last_visit,
    totalVisits: Number(r.total_visits),
    condition: str(r.condition),
    recordsCount: r.accepted ? Number(r.records_count) : null,
    critical: r.critical ?? false,
    pendingAppointmentId: r.pending_appointment_id,
    prescribableAppointmentId: r.prescribable_appointment_id,
    referral:
      r.referral_direction && r.referral_date
        ? {
            direction: r.referral_direction,
            doctorName: r.referral_doctor?.trim() || 'Unknown Doctor',
            reason: r.referral_reason ?? '',
            date: new Date(r.referral_date).toISOString(),
          }
        : null,
  };
}

const isRecent = (p: DoctorPatient, today: string) =>
  p.lastVisit !== null && p.lastVisit >= addDays(today, -RECENT_VISIT_DAYS) && p.lastVisit <= today;

const filters: Record<PatientFilter, (p: DoctorPatient, today: string) => boolean> = {
  all: () => true,
  recent: isRecent,
  critical: (p) => p.critical,
  new: (p) => p.totalVisits <= NEW_PATIENT_MAX_VISITS,
};

const byName = (a: DoctorPatient, b: DoctorPatient) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);
/** Name ascending; the others most first (latest visit, most visits, oldest), unknowns last. */
const sorts: Record<PatientSort, (a: DoctorPatient, b: DoctorPatient) => number> = {
  name: byName,
  lastVisit: (a, b) => (b.lastVisit ?? '').localeCompare(a.lastVisit ?? '') || byName(a, b),
  totalVisits: (a, b) => b.totalVisits - a.totalVisits || byName(a, b),
  age: (a, b) => (b.age ?? -1) - (a.age ?? -1) || byName(a, b),
};

/** Requested appointments waiting for the doctor's answer (001 §2.1's pending count). */
async function requestedCount(db: Db, doctorId: string): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('doctor_id', '=', doctorId)
    .where('status', '=', 'requested')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ListQuery = {
  search: string;
  sort: PatientSort;
  filter: PatientFilter;
  page: number;
  limit: number;
};

export async function listDoctorPatients(
  db: Db,
  doctorUserId: string,
  query: ListQuery,
  now: Date,
): Promise<DoctorPatientsData> {
  const today = nepalToday(now);
  const doctorId = await doctorIdOf(db, doctorUserId);
  const all = doctorId ? await readPatients(db, doctorId, today) : [];
  const pendingActions = doctorId ? await requestedCount(db, doctorId) : 0;
  const stats = {
    totalPatients: all.length,
    recentVisits: all.filter((p) => isRecent(p, today)).length,
    pendingActions,
    criticalCases: all.filter((p) => p.critical).length,
  };
  const needle = query.search.toLocaleLowerCase();
  const matching = all
    .filter((p) => filters[query.filter](p, today))
    .filter(
      (p) =>
        !needle ||
        [p.name, p.phone, p.email, p.condition ?? ''].some((v) =>
          v.toLocaleLowerCase().includes(needle),
        ),
    )
    .sort(sorts[query.sort]);
  const start = (query.page - 1) * query.limit;
  return {
    stats,
    items: matching.slice(start, start + query.limit),
    total: matching.length,
    page: query.page,
    limit: query.limit,
  };
}
