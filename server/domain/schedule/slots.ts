import { sql } from 'kysely';
import type { Weekday } from '../../db/schema';
import {
  departments,
  type CreateSlotRequest,
  type ScheduleSlot,
  type UpdateSlotRequest,
} from '@contract/schedule';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { nepalToday } from '../appointments';
import { audit } from '../audit';
import { isUuid } from '../cursor';

type Who = { caller: SignedIn<'doctor'>; ip: string | null; now: Date };

type SlotRow = {
  id: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  hospital_id: string;
  hospital_name: string | null;
  department: string;
  consultation_fee: number | string;
  max_patients: number;
  updated_at: Date | string;
  upcoming: number | string;
};

/** The doctor row of a signed-in doctor; null when they have none yet. */
export async function doctorIdOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('doctors')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A department as stored: one of 001 §9's names, or the free text of "Other" (so the
 * public pages show the department's own name). Read back, anything not in the list is
 * "Other" with its text.
 */
const storedDepartment = (v: { department: string; departmentOther: string }) =>
  v.department === 'Other' ? v.departmentOther : v.department;
const readDepartment = (stored: string) =>
  (departments as readonly string[]).includes(stored) && stored !== 'Other'
    ? { department: stored, departmentOther: '' }
    : { department: 'Other', departmentOther: stored };

const toSlot = (r: SlotRow): ScheduleSlot => ({
  _id: r.id,
  day: r.day,
  startTime: r.start_time,
  endTime: r.end_time,
  hospitalId: r.hospital_id,
  hospitalName: r.hospital_name,
  ...readDepartment(r.department),
  consultationFee: Number(r.consultation_fee),
  maxPatients: r.max_patients,
  upcomingBookings: Number(r.upcoming),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Requested or confirmed appointments from today on, inside the slot's day, hours and hospital. */
const UPCOMING = (today: string) => sql`(select count(*) from appointments a
  where a.doctor_id = s.doctor_id and a.hospital_id = s.hospital_id and a.day = s.day
    and a.date >= ${today}::date and a.status in ('requested', 'confirmed')
    and a.start_time >= s.start_time and a.start_time < s.end_time)`;

async function readSlots(
  db: Db,
  doctorId: string,
  now: Date,
  id?: string,
): Promise<ScheduleSlot[]> {
  const only = id ? sql`and s.id = ${id}` : sql``;
  const { rows } = await sql<SlotRow>`select s.id, s.day, s.start_time, s.end_time,
      s.hospital_id, p.name as hospital_name, s.department, s.consultation_fee,
      s.max_patients, s.updated_at, ${UPCOMING(nepalToday(now))} as upcoming
    from doctor_schedules s left join providers p on p.id = s.hospital_id
    where s.doctor_id = ${doctorId} ${only}
    order by array_position(array['Monday','Tuesday','Wednesday','Thursday','Friday',
      'Saturday','Sunday'], s.day), s.start_time, s.id`.execute(db);
  return rows.map(toSlot);
}

/** GET /doctor/schedule: the doctor's own slots, Monday to Sunday, by start time. */
export async function listSlots(db: Db, caller: SignedIn<'doctor'>, now: Date) {
  const doctorId = await doctorIdOf(db, caller.userId);
  return { slots: doctorId ? await readSlots(db, doctorId, now) : [] };
}

/** A slot may use a listed hospital: a hospital that is active and verified (ADR 0031). */
async function assertUsableHospital(db: Db, hospitalId: string) {
  const row = isUuid(hospitalId)
    ? await db
        .selectFrom('providers')
        .select(['status', 'verification_status'])
        .where('id', '=', hospitalId)
        .where('type', '=', 'hospital')
        .executeTakeFirst()
    : undefined;
  if (!row || row.status === 'inactive')
    throw new AppError(400, 'HOSPITAL_NOT_FOUND', 'hospitalId');
  if (row.verification_status !== 'verified' || row.status !== 'active')
    throw new AppError(409, 'HOSPITAL_NOT_VERIFIED', 'hospitalId');
}

/** Another slot of the doctor on that day whose hours cross [start, end) (touching is fine). */
async function assertNoOverlap(
  db: Db,
  doctorId: string,
  day: Weekday,
  start: string,
  end: string,
  exceptId: string | null,
) {
  const { rows } = await sql<{ start_time: string; end_time: string; name: string | null }>`
    select s.start_time, s.end_time, p.name from doctor_schedules s
      left join providers p on p.id = s.hospital_id
    where s.doctor_id = ${doctorId} and s.day = ${day}
      and s.start_time < ${end} and ${start} < s.end_time
      ${exceptId ? sql`and s.id <> ${exceptId}` : sql``}
    order by s.start_time limit 1`.execute(db);
  const clash = rows[0];
  if (clash)
    throw new AppError(409, 'SLOT_OVERLAP', 'startTime', {
      day,
      start: clash.start_time,
      end: clash.end_time,
      hospital: clash.name ?? '—',
    });
}

const snapshot = (s: ScheduleSlot) => ({
  day: s.day,
  startTime: s.startTime,
  endTime: s.endTime,
  hospitalId: s.hospitalId,
  department: s.department,
  departmentOther: s.departmentOther,
  consultationFee: s.consultationFee,
  maxPatients: s.maxPatients,
});

/** POST /doctor/schedule: a new weekly slot; patients can book it at once. */
export async function createSlot(db: Db, body: CreateSlotRequest, { caller, ip, now }: Who) {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) throw new AppError(403, 'FORBIDDEN');
  await assertUsableHospital(db, body.hospitalId);
  return db.transaction().execute(async (trx) => {
    // One doctor's schedule changes one at a time, so two saves cannot both pass the overlap check.
    await sql`select pg_advisory_xact_lock(hashtext(${doctorId}))`.execute(trx);
    await assertNoOverlap(trx, doctorId, body.day, body.startTime, body.endTime, null);
    const row = await trx
      .insertInto('doctor_schedules')
      .values({
        doctor_id: doctorId,
        hospital_id: body.hospitalId,
        day: body.day,
        start_time: body.startTime,
        end_time: body.endTime,
        department: storedDepartment(body),
        consultation_fee: body.consultationFee,
        max_patients: body.maxPatients,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [slot] = await readSlots(trx, doctorId, now, row.id);
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'create',
      subjectType: 'schedule-slot',
      subjectId: row.id,
      ip,
      details: { after: snapshot(slot!) },
    });
    return slot!;
  });
}

async function ownSlot(db: Db, doctorId: string | null, id: string, now: Date) {
  const [slot] = doctorId && isUuid(id) ? await readSlots(db, doctorId, now, id) : [];
  if (!slot) throw new AppError(404, 'SLOT_NOT_FOUND');
  return slot;
}

/** Coming bookings of a slot that fall outside [start, end) at `hospitalId`. */
async function strandedBookings(
  db: Db,
  doctorId: string,
  slot: ScheduleSlot,
  next: { hospitalId: string; startTime: string; endTime: string } | null,
  now: Date,
) {
  const keep = next
    ? sql`and not (a.hospital_id = ${next.hospitalId} and a.start_time >= ${next.startTime}
        and a.end_time <= ${next.endTime})`
    : sql``;
  const { rows } = await sql<{ n: string }>`select count(*) as n from appointments a
    where a.doctor_id = ${doctorId} and a.hospital_id = ${slot.hospitalId} and a.day = ${slot.day}
      and a.date >= ${nepalToday(now)}::date and a.status in ('requested', 'confirmed')
      and a.start_time >= ${slot.startTime} and a.start_time < ${slot.endTime} ${keep}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** PUT /doctor/schedule/:id: the day stays; coming bookings must still fit (ADR 0031). */
export async function updateSlot(
  db: Db,
  id: string,
  body: UpdateSlotRequest,
  { caller, ip, now }: Who,
) {
  const doctorId = await doctorIdOf(db, caller.userId);
  const before = await ownSlot(db, doctorId, id, now);
  if (body.day && body.day !== before.day) throw new AppError(400, 'DAY_CHANGE_NOT_ALLOWED', 'day');
  if (body.hospitalId !== before.hospitalId) await assertUsableHospital(db, body.hospitalId);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${doctorId!}))`.execute(trx);
    await assertNoOverlap(trx, doctorId!, before.day, body.startTime, body.endTime, id);
    const stranded = await strandedBookings(trx, doctorId!, before, body, now);
    if (stranded > 0) throw new AppError(409, 'SLOT_HAS_BOOKINGS', undefined, { count: stranded });
    await trx
      .updateTable('doctor_schedules')
      .set({
        hospital_id: body.hospitalId,
        start_time: body.startTime,
        end_time: body.endTime,
        department: storedDepartment(body),
        consultation_fee: body.consultationFee,
        max_patients: body.maxPatients,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('doctor_id', '=', doctorId!)
      .execute();
    const [after] = await readSlots(trx, doctorId!, now, id);
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'schedule-slot',
      subjectId: id,
      ip,
      details: { before: snapshot(before), after: snapshot(after!) },
    });
    return after!;
  });
}

/** DELETE /doctor/schedule/:id: refused while the slot has coming bookings (ADR 0031). */
export async function deleteSlot(db: Db, id: string, { caller, ip, now }: Who) {
  const doctorId = await doctorIdOf(db, caller.userId);
  const before = await ownSlot(db, doctorId, id, now);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${doctorId!}))`.execute(trx);
    const stranded = await strandedBookings(trx, doctorId!, before, null, now);
    if (stranded > 0) throw new AppError(409, 'SLOT_HAS_BOOKINGS', undefined, { count: stranded });
    await trx.deleteFrom('doctor_schedules').where('id', '=', id).execute();
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'delete',
      subjectType: 'schedule-slot',
      subjectId: id,
      ip,
      details: { before: snapshot(before) },
    });
  });
  return { deleted: id };
}
