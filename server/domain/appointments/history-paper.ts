import type { Appointment } from '@contract/appointments';
import type { Db } from '../../db/database';
import type { SignedIn } from '../../http/route';
import { readablePatients } from '../records/access';
import { logRecordRead } from '../records/history';

/**
 * A booking's history paper is a record of its patient (issue 15, ADR 0027): a doctor
 * sees its contents only while the patient is theirs (`readablePatients`, the records
 * rule), and every time it is sent to them the read is in the audit log as a record read
 * of the booking's entry (the same `_id`, title and type as in the patient's Records), so
 * the patient's access history shows it. Before that, the answer keeps the booking but
 * leaves the paper out and says so (`historyPaperWithheld`). The patient, and anyone
 * else the booking belongs to, sees their own paper as it is.
 */
export async function historyPaperFor(
  db: Db,
  reader: SignedIn,
  appointments: Appointment[],
  ip: string | null = null,
): Promise<Appointment[]> {
  if (reader.role !== 'doctor')
    return appointments.map((a) => ({ ...a, historyPaperWithheld: false }));
  const withPaper = appointments.filter((a) => a.historyPaper !== null);
  const readable = await readablePatients(
    db,
    reader.userId,
    withPaper.map((a) => a.patientId),
  );
  for (const a of withPaper)
    if (readable.has(a.patientId))
      await logRecordRead(db, reader, {
        patientId: a.patientId,
        access: 'viewed',
        record: { _id: a._id, title: a.reason, type: 'booking-document' },
        ip,
      });
  return appointments.map((a) =>
    a.historyPaper !== null && !readable.has(a.patientId)
      ? { ...a, historyPaper: null, historyPaperWithheld: true }
      : { ...a, historyPaperWithheld: false },
  );
}
