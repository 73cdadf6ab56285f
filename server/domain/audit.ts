import type { Db } from '../db/database';

export type AuditEntry = {
  actor?: { id: string; role: string } | null;
  action: 'read' | 'create' | 'update' | 'delete' | 'share' | 'login' | 'logout' | string;
  subjectType: string;
  subjectId?: string | null;
  /** The patient whose health data this concerns, so a patient's access history can be listed. */
  patientId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/** Appends to the audit log; every read or write of health data goes through here. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date(),
      actor_id: entry.actor?.id ?? null,
      actor_role: entry.actor?.role ?? null,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      patient_id: entry.patientId ?? null,
      ip: entry.ip ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
