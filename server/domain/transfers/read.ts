import { sql } from 'kysely';
import type { Transfer, TransferDirection, TransfersList } from '@contract/transfers';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { nepalToday } from '../appointments';
import { isUuid } from '../cursor';
import { ageOf } from '../patients';

/**
 * Who a caller is to transfers (ADR 0040): a doctor sends and receives them; a hospital
 * account receives those addressed to its hospital (providers.user_id). Anyone else, or a
 * doctor or hospital account without its row, has none.
 */
export type Party =
  | { kind: 'doctor'; doctorId: string; userId: string }
  | { kind: 'hospital'; hospitalId: string; userId: string }
  | { kind: 'none' };

export async function partyOf(db: Db, caller: SignedIn): Promise<Party> {
  if (caller.role === 'doctor') {
    const row = await db
      .selectFrom('doctors')
      .select('id')
      .where('user_id', '=', caller.userId)
      .executeTakeFirst();
    return row ? { kind: 'doctor', doctorId: row.id, userId: caller.userId } : { kind: 'none' };
  }
  if (caller.role === 'hospital') {
    const row = await db
      .selectFrom('providers')
      .select('id')
      .where('user_id', '=', caller.userId)
      .where('type', '=', 'hospital')
      .orderBy('created_at')
      .executeTakeFirst();
    return row ? { kind: 'hospital', hospitalId: row.id, userId: caller.userId } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** The transfers a party may see: the two doctors' and the target hospital's. */
const visibleTo = (party: Party) =>
  party.kind === 'doctor'
    ? sql`(t.from_doctor_id = ${party.doctorId} or t.target_doctor_id = ${party.doctorId})`
    : party.kind === 'hospital'
      ? sql`t.target_hospital_id = ${party.hospitalId}`
      : sql`false`;

export type Row = {
  id: string;
  patient_id: string;
  patient_name: string;
  patient_profile: Record<string, unknown> | string | null;
  from_doctor_id: string;
  from_doctor_name: string;
  from_doctor_user_id: string | null;
  from_hospital_name: string | null;
  target_doctor_id: string;
  target_doctor_name: string;
  target_doctor_user_id: string | null;
  target_hospital_id: string;
  target_hospital_name: string;
  target_hospital_user_id: string | null;
  required_specialty: string;
  reason: string;
  urgency: Transfer['urgency'];
  medical_summary: string;
  expected_transfer_date: string | null;
  estimated_duration: string;
  notes: string;
  status: Transfer['status'];
  response_message: string | null;
  actual_transfer_date: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  attachments: Transfer['attachments'] | string;
};

async function readRows(db: Db, party: Party, id?: string): Promise<Row[]> {
  const only = id ? sql`and t.id = ${id}` : sql``;
  const { rows } = await sql<Row>`
    select t.id, t.patient_id, u.name as patient_name, u.profile as patient_profile,
      t.from_doctor_id, fd.full_name as from_doctor_name, fd.user_id as from_doctor_user_id,
      coalesce((select p.name from doctor_schedules s join providers p on p.id = s.hospital_id
          where s.doctor_id = fd.id order by p.name limit 1), fd.clinic_name) as from_hospital_name,
      t.target_doctor_id, td.full_name as target_doctor_name, td.user_id as target_doctor_user_id,
      t.target_hospital_id, h.name as target_hospital_name, h.user_id as target_hospital_user_id,
      t.required_specialty, t.reason, t.urgency, t.medical_summary,
      t.expected_transfer_date::text as expected_transfer_date, t.estimated_duration, t.notes,
      t.status, t.response_message, t.actual_transfer_date, t.created_at, t.updated_at,
      (select coalesce(json_agg(json_build_object('id', r.id, 'title', r.title, 'type', r.type)
          order by r.record_date desc, r.id), '[]'::json)
        from medical_records r where r.id = any(t.attachment_ids)) as attachments
    from transfers t
    join users u on u.id = t.patient_id
    join doctors fd on fd.id = t.from_doctor_id
    join doctors td on td.id = t.target_doctor_id
    join providers h on h.id = t.target_hospital_id
    where ${visibleTo(party)} ${only}
    order by t.created_at desc, t.id`.execute(db);
  return rows;
}

const genders = ['Male', 'Female', 'Other'] as const;
const iso = (d: Date | string) => new Date(d).toISOString();

function toTransfer(r: Row, party: Party, today: string): Transfer {
  const profile =
    typeof r.patient_profile === 'string'
      ? (JSON.parse(r.patient_profile) as Record<string, unknown>)
      : (r.patient_profile ?? {});
  const direction: TransferDirection =
    party.kind === 'doctor' && r.from_doctor_id === party.doctorId ? 'outgoing' : 'incoming';
  return {
    id: r.id,
    direction,
    patientId: r.patient_id,
    patientName: r.patient_name,
    patientAge: ageOf(profile, today),
    patientGender:
      genders.find((g) => g.toLowerCase() === String(profile.gender).toLowerCase()) ?? null,
    targetHospitalId: r.target_hospital_id,
    targetHospitalName: r.target_hospital_name,
    targetDoctorId: r.target_doctor_id,
    targetDoctorName: r.target_doctor_name || 'Unknown Doctor',
    fromDoctorId: r.from_doctor_id,
    fromDoctorName: r.from_doctor_name || 'Unknown Doctor',
    fromHospitalName: r.from_hospital_name,
    requiredSpecialty: r.required_specialty,
    reason: r.reason,
    urgency: r.urgency,
    medicalSummary: r.medical_summary,
    expectedTransferDate: r.expected_transfer_date,
    estimatedDuration: r.estimated_duration,
    notes: r.notes,
    status: r.status,
    responseMessage: r.response_message,
    actualTransferDate: r.actual_transfer_date ? iso(r.actual_transfer_date) : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    attachments: typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments,
  };
}

/** 001 §3: outgoing, incoming and every pending one, newest first, with counts. */
export async function listTransfers(db: Db, caller: SignedIn, now: Date): Promise<TransfersList> {
  const party = await partyOf(db, caller);
  const today = nepalToday(now);
  const all = (await readRows(db, party)).map((r) => toTransfer(r, party, today));
  const outgoing = all.filter((t) => t.direction === 'outgoing');
  const incoming = all.filter((t) => t.direction === 'incoming');
  const pending = all.filter((t) => t.status === 'pending');
  return {
    outgoing,
    incoming,
    pending,
    counts: { outgoing: outgoing.length, incoming: incoming.length, pending: pending.length },
  };
}

/** One transfer's row as the party sees it; anyone else's (or a malformed id) is 404. */
export async function findRow(db: Db, party: Party, id: string): Promise<Row> {
  const row = isUuid(id) ? (await readRows(db, party, id))[0] : undefined;
  if (!row) throw new AppError(404, 'TRANSFER_NOT_FOUND');
  return row;
}

export async function readTransfer(db: Db, party: Party, id: string, now: Date) {
  return toTransfer(await findRow(db, party, id), party, nepalToday(now));
}

/** The Transfer Details modal's read (001 §2.7). */
export async function getTransfer(db: Db, caller: SignedIn, id: string, now: Date) {
  return readTransfer(db, await partyOf(db, caller), id, now);
}
