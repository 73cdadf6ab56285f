import type { Db } from '../../db/database';

/**
 * The appointment statuses that make a patient the doctor's (001 §2.3, §8): once the
 * doctor has accepted the request (confirmed), and through the visit and after it.
 */
export const ACCEPTED_STATUSES = ['confirmed', 'in-progress', 'completed'] as const;

/**
 * Whether doctor `doctorUserId` (the doctor's account id) may read patient `patientId`'s
 * medical records: only while the patient is theirs, an appointment between them that the
 * doctor accepted (ADR 0027). The one place this rule lives; referrals will widen it here.
 */
export async function canDoctorReadRecords(
  db: Db,
  doctorUserId: string,
  patientId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .select('a.id')
    .where('d.user_id', '=', doctorUserId)
    .where('a.patient_id', '=', patientId)
    .where('a.status', 'in', ACCEPTED_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
