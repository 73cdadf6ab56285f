import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Who is a doctor's patient besides their appointments (issue 18, ADR 0039). A referral the
 * receiver accepts, or a transfer, grants care: the patient joins the doctor's list as
 * my-patient and their records open. A transfer away ends it: the patient leaves the list
 * and the records close, whatever appointments came before; an appointment booked after
 * the end and accepted, or a new grant, opens them again. Callers audit their own action.
 */

export type GrantCare = {
  /** doctors.id */
  doctorId: string;
  /** users.id of the patient */
  patientId: string;
  source: 'referral' | 'transfer';
  sourceId: string;
  now: Date;
};

export type EndCare = {
  /** doctors.id */
  doctorId: string;
  /** users.id of the patient */
  patientId: string;
  reason: 'transferred';
  sourceId: string;
  now: Date;
};

/** The patient becomes doctor `doctorId`'s patient; granting twice changes nothing more. */
export async function grantCare(db: Db, link: GrantCare): Promise<void> {
  await db
    .insertInto('care_links')
    .values({
      doctor_id: link.doctorId,
      patient_id: link.patientId,
      status: 'active',
      source: link.source,
      source_id: link.sourceId,
      changed_at: link.now,
    })
    .onConflict((oc) =>
      oc.columns(['doctor_id', 'patient_id']).doUpdateSet({
        status: 'active',
        source: link.source,
        source_id: link.sourceId,
        changed_at: link.now,
      }),
    )
    .execute();
}

/** The patient leaves doctor `doctorId`'s care from `now` on (their list, their records). */
export async function endCare(db: Db, link: EndCare): Promise<void> {
  await db
    .insertInto('care_links')
    .values({
      doctor_id: link.doctorId,
      patient_id: link.patientId,
      status: 'ended',
      source: 'transfer',
      source_id: link.sourceId,
      changed_at: link.now,
    })
    .onConflict((oc) =>
      oc.columns(['doctor_id', 'patient_id']).doUpdateSet({
        status: 'ended',
        source: 'transfer',
        source_id: link.sourceId,
        changed_at: link.now,
      }),
    )
    .execute();
}

/**
 * SQL for "appointment `a` still counts between its doctor and its patient": no ended link
 * between them, or it was booked after the link ended.
 */
export const appointmentStillCounts = sql<boolean>`not exists (
  select 1 from care_links cl
  where cl.doctor_id = a.doctor_id and cl.patient_id = a.patient_id
    and cl.status = 'ended' and a.created_at <= cl.changed_at)`;
