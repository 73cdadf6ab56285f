import { sql } from 'kysely';
import type { Referral, ReferralBox, ReferralsData, ReferralStatus } from '@contract/referrals';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * Reading referrals (issue 18, ADR 0039): only their two doctors see one; anyone else,
 * or an id that is not a referral, answers 404. Lists are newest first.
 */

/** 001 §9: the doctor's lists show at most this many. */
export const REFERRAL_LIST_MAX = 100;

export type ReferralRow = {
  id: string;
  status: ReferralStatus;
  patient_id: string;
  patient_name: string;
  from_doctor_id: string;
  from_name: string;
  from_user_id: string | null;
  to_doctor_id: string;
  to_name: string;
  to_user_id: string | null;
  specialty: string;
  reason: string;
  notes: string;
  urgency: Referral['urgency'];
  decline_reason: string | null;
  attachments: { id: string; title: string }[] | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const selectRows = (where: ReturnType<typeof sql>, limit = REFERRAL_LIST_MAX) => sql<ReferralRow>`
  select r.id, r.status, r.patient_id, p.name as patient_name,
    r.from_doctor_id, fd.full_name as from_name, fd.user_id as from_user_id,
    r.to_doctor_id, td.full_name as to_name, td.user_id as to_user_id,
    r.specialty, r.reason, r.notes, r.urgency, r.decline_reason,
    coalesce((select json_agg(json_build_object('id', m.id, 'title', m.title)
        order by array_position(r.attachment_ids, m.id))
      from medical_records m where m.id = any(r.attachment_ids)), '[]'::json) as attachments,
    r.created_at, r.updated_at
  from referrals r
  join users p on p.id = r.patient_id
  join doctors fd on fd.id = r.from_doctor_id
  join doctors td on td.id = r.to_doctor_id
  where ${where}
  order by r.created_at desc, r.id
  limit ${limit}`;

const iso = (d: Date | string) => new Date(d).toISOString();
const doctorName = (name: string) => name.trim() || 'Unknown Doctor';

export function toReferral(r: ReferralRow, doctorId: string): Referral {
  const attachments = typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments;
  return {
    id: r.id,
    status: r.status,
    direction: r.from_doctor_id === doctorId ? 'outgoing' : 'incoming',
    patientId: r.patient_id,
    patientName: r.patient_name,
    fromDoctorId: r.from_doctor_id,
    fromDoctorName: doctorName(r.from_name),
    toDoctorId: r.to_doctor_id,
    toDoctorName: doctorName(r.to_name),
    specialty: r.specialty,
    reason: r.reason,
    notes: r.notes,
    urgency: r.urgency,
    declineReason: r.decline_reason,
    attachments: attachments ?? [],
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const boxes: Record<ReferralBox, (doctorId: string) => ReturnType<typeof sql>> = {
  outgoing: (me) => sql`r.from_doctor_id = ${me}`,
  incoming: (me) => sql`r.to_doctor_id = ${me}`,
  pending: (me) => sql`r.to_doctor_id = ${me} and r.status = 'pending'`,
};

/** The doctor's referrals in one box and the three counts. */
export async function listReferrals(
  db: Db,
  doctorId: string | null,
  box: ReferralBox,
): Promise<ReferralsData> {
  if (!doctorId) return { items: [], counts: { outgoing: 0, incoming: 0, pending: 0 } };
  const { rows } = await selectRows(boxes[box](doctorId)).execute(db);
  const counts = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('from_doctor_id', '=', doctorId).as('outgoing'),
      eb.fn.countAll<string>().filterWhere('to_doctor_id', '=', doctorId).as('incoming'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('to_doctor_id', '=', doctorId), w('status', '=', 'pending')]))
        .as('pending'),
    ])
    .where((eb) => eb.or([eb('from_doctor_id', '=', doctorId), eb('to_doctor_id', '=', doctorId)]))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((r) => toReferral(r, doctorId)),
    counts: {
      outgoing: Number(counts.outgoing),
      incoming: Number(counts.incoming),
      pending: Number(counts.pending),
    },
  };
}

/** One referral the doctor sent or received, else 404. */
export async function findReferral(db: Db, doctorId: string | null, id: string) {
  if (!doctorId || !isUuid(id)) throw new AppError(404, 'REFERRAL_NOT_FOUND');
  const { rows } = await selectRows(
    sql`r.id = ${id} and (r.from_doctor_id = ${doctorId} or r.to_doctor_id = ${doctorId})`,
    1,
  ).execute(db);
  if (!rows[0]) throw new AppError(404, 'REFERRAL_NOT_FOUND');
  return rows[0];
}
