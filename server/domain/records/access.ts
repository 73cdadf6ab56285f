import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { appointmentStillCounts } from '../care/links';

/**
 * The appointment statuses that make a patient the doctor's (001 §2.3, §8): once the
 * doctor has accepted the request (confirmed), and through the visit and after it.
 */
export const ACCEPTED_STATUSES = ['confirmed', 'in-progress', 'completed'] as const;

/**
 * Whether doctor `doctorUserId` (the doctor's account id) may read patient `patientId`'s
 * medical records: only while the patient is theirs (ADR 0027, 0039): an appointment
 * between them that the doctor accepted and that no later transfer outweighs, or care
 * granted by an accepted referral or a transfer and not ended since. The one place this
 * rule lives (`readablePatients` asks it of several patients at once).
 */
export async function canDoctorReadRecords(
  db: Db,
  doctorUserId: string,
  patientId: string,
): Promise<boolean> {
  return (await readablePatients(db, doctorUserId, [patientId])).has(patientId);
}

/** Which of `patientIds` doctor `doctorUserId` may read the records of, by the same rule. */
export async function readablePatients(
  db: Db,
  doctorUserId: string,
  patientIds: string[],
): Promise<Set<string>> {
  const ids = [...new Set(patientIds)];
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ patient_id: string }>`
    select p.id as patient_id from users p
    join doctors d on d.user_id = ${doctorUserId}
    where p.id in (${sql.join(ids)}) and (exists (select 1 from care_links l
          where l.doctor_id = d.id and l.patient_id = p.id and l.status = 'active')
        or exists (select 1 from appointments a
          where a.doctor_id = d.id and a.patient_id = p.id
            and a.status in (${sql.join([...ACCEPTED_STATUSES])})
            and ${appointmentStillCounts}))`.execute(db);
  return new Set(rows.map((r) => String(r.patient_id)));
}

/**
 * Why doctor `doctorUserId` may not read patient `patientId`'s records: once the patient
 * has been transferred away from them (their care ended, ADR 0040), the records answer
 * 404 as if they were never theirs; before a patient is accepted, 403 with the message of
 * 001 §2.3 ("…not accessible until patient acceptance").
 */
export async function recordsRefusal(
  db: Db,
  doctorUserId: string,
  patientId: string,
  notFound: 'NOT_FOUND' | 'RECORD_NOT_FOUND' = 'NOT_FOUND',
): Promise<AppError> {
  const ended = await db
    .selectFrom('care_links as l')
    .innerJoin('doctors as d', 'd.id', 'l.doctor_id')
    .select('l.doctor_id')
    .where('d.user_id', '=', doctorUserId)
    .where('l.patient_id', '=', patientId)
    .where('l.status', '=', 'ended')
    .executeTakeFirst();
  return ended ? new AppError(404, notFound) : new AppError(403, 'RECORDS_NOT_ACCESSIBLE');
}
