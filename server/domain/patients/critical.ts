import type { DoctorPatient } from '@contract/patients';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { nepalToday } from '../appointments';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { doctorIdOf, readPatients } from './list';

type Actor = { userId: string; role: string };

/**
 * Marks or unmarks one of the doctor's patients as a critical case (001 §3
 * criticalCondition). Someone not on the doctor's list is 404, as if they did not exist.
 * A change is audited with the old and new value; setting the same value again is not a
 * change and writes nothing.
 */
export async function setCritical(
  db: Db,
  caller: Actor,
  patientId: string,
  critical: boolean,
  now: Date,
  ip: string | null,
): Promise<DoctorPatient> {
  const today = nepalToday(now);
  const doctorId = isUuid(patientId) ? await doctorIdOf(db, caller.userId) : null;
  const before = doctorId ? (await readPatients(db, doctorId, today, patientId))[0] : undefined;
  if (!doctorId || !before) throw new AppError(404, 'PATIENT_NOT_FOUND');
  if (before.critical === critical) return before;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('doctor_patients')
      .values({
        doctor_id: doctorId,
        patient_id: patientId,
        critical,
        critical_changed_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['doctor_id', 'patient_id'])
          .doUpdateSet({ critical, critical_changed_at: now, updated_at: now }),
      )
      .execute();
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'patient-critical',
      subjectId: patientId,
      patientId,
      ip,
      details: { before: { critical: before.critical }, after: { critical } },
    });
  });
  return { ...before, critical };
}
