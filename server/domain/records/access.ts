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
 * rule lives.
 */
export async function canDoctorReadRecords(
  db: Db,
  doctorUserId: string,
  patientId: string,
): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (
      select 1 from doctors d
      where d.user_id = ${doctorUserId} and (
        exists (select 1 from care_links l
          where l.doctor_id = d.id and l.patient_id = ${patientId} and l.status = 'active')
        or exists (select 1 from appointments a
          where a.doctor_id = d.id and a.patient_id = ${patientId}
            and a.status in (${sql.join([...ACCEPTED_STATUSES])})
            and ${appointmentStillCounts}))
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
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
