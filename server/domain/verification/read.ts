import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  ApplicantKind,
  PendingApproval,
  pendingApprovalsQuery,
  VerificationApplication,
} from '@contract/verification';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { getSetting } from '../settings';

/** What an application row holds with its applicant's account, as the queries read it. */
export type ApplicationRow = {
  id: string;
  user_id: string;
  kind: ApplicantKind;
  status: 'pending' | 'approved' | 'rejected';
  method: 'manual' | 'automatic';
  details: Record<string, unknown> | string;
  remarks: string | null;
  decided_at: Date | null;
  created_at: Date;
  review_started_at: Date | null;
  name: string;
  email: string;
  phone: string;
  profile: Record<string, unknown> | string;
  document_names: string[] | null;
};

const columns = sql`a.id, a.user_id, a.kind, a.status, a.method, a.details, a.remarks,
  a.decided_at, a.created_at, a.review_started_at, u.name, u.email, u.phone, u.profile,
  (select coalesce(array_agg(d.name order by d.created_at, d.id), '{}')
     from verification_documents d where d.application_id = a.id) as document_names`;

const json = (value: Record<string, unknown> | string): Record<string, unknown> =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Age in whole years from a profile's age or date of birth, else null. */
function ageOf(profile: Record<string, unknown>, now: Date): number | null {
  if (typeof profile.age === 'number' && Number.isInteger(profile.age)) return profile.age;
  const born = str(profile.dateOfBirth);
  if (!born) return null;
  const birth = new Date(born);
  if (Number.isNaN(birth.getTime())) return null;
  let years = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years >= 0 && years < 150 ? years : null;
}

/** The first hospital of a doctor's profile schedule, if any. */
function hospitalOf(profile: Record<string, unknown>): string | null {
  const schedule = Array.isArray(profile.weeklySchedule) ? profile.weeklySchedule : [];
  const first = schedule[0] as { hospital?: { name?: unknown } } | undefined;
  return str(first?.hospital?.name) ?? str(profile.hospitalName);
}

/** The queue's item (002 §3 "Pending approval"), with `overdue` against the timeout. */
export function toPendingApproval(row: ApplicationRow, now: Date, timeoutDays: number) {
  const details = json(row.details);
  const profile = json(row.profile);
  const created = new Date(row.created_at);
  const item: PendingApproval = {
    _id: row.id,
    id: row.id,
    type: row.kind,
    userId: row.user_id,
    name: row.name,
    fullName: str(details.fullName) ?? row.name,
    email: row.email,
    phone: row.phone,
    specialization:
      row.kind === 'doctor'
        ? (str(details.specialization) ?? str(profile.specialty) ?? str(profile.specialization))
        : null,
    hospitalName: row.kind === 'doctor' ? hospitalOf(profile) : null,
    age: ageOf(profile, now),
    gender: str(profile.gender),
    submittedDate: created.toISOString(),
    createdAt: created.toISOString(),
    documents: row.document_names ?? [],
    status: row.status,
    verificationStatus: row.status,
    verificationMethod: row.method,
    overdue:
      row.status === 'pending' && now.getTime() - created.getTime() > timeoutDays * 86_400_000,
  };
  return item;
}

/** One application in full, with its documents. */
export async function toApplication(
  db: Db,
  row: ApplicationRow,
  now: Date,
  timeoutDays: number,
): Promise<VerificationApplication> {
  const details = json(row.details);
  const files = await db
    .selectFrom('verification_documents')
    .select(['id', 'kind', 'number', 'name', 'type', 'size'])
    .where('application_id', '=', row.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    ...toPendingApproval(row, now, timeoutDays),
    nmcNumber: str(details.nmcNumber),
    manualVerificationRequested: details.manualVerificationRequested === true,
    verificationLink: str(details.verificationLink),
    documentType: (str(details.documentType) ?? null) as VerificationApplication['documentType'],
    documentNumber: str(details.documentNumber),
    registrationNumber: str(details.registrationNumber),
    city: str(details.city),
    address: str(details.address),
    files: files.map((f) => ({
      _id: f.id,
      kind: f.kind as VerificationApplication['files'][number]['kind'],
      number: f.number,
      filename: f.name,
      type: f.type,
      size: f.size,
    })),
    remarks: row.remarks,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

export async function timeoutDays(db: Db): Promise<number> {
  return (await getSetting(db, 'verification')).verificationTimeout;
}

/** An application by id, with its applicant; `kind` narrows it (another kind is 404). */
export async function findApplication(
  db: Db,
  id: string,
  kinds?: readonly ApplicantKind[],
): Promise<ApplicationRow> {
  if (!isUuid(id)) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  const { rows } = await sql<ApplicationRow>`select ${columns}
    from verification_applications a join users u on u.id = a.user_id
    where a.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row || (kinds && !kinds.includes(row.kind)))
    throw new AppError(404, 'APPLICATION_NOT_FOUND');
  return row;
}

export async function getApplication(db: Db, id: string, now: Date) {
  return toApplication(db, await findApplication(db, id), now, await timeoutDays(db));
}

/**
 * An admin opens an application: what the applicant declared is read, so it is audited.
 * The first opening of a pending one starts its review (the applicant sees "in review"),
 * recorded with who and when; later openings leave it as it was.
 */
export async function readApplication(
  db: Db,
  admin: { userId: string; role: string },
  id: string,
  now: Date,
  ip: string | null,
) {
  const row = await findApplication(db, id);
  if (row.status === 'pending' && !row.review_started_at) {
    const started = await db
      .updateTable('verification_applications')
      .set({ review_started_at: now, review_started_by: admin.userId })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('review_started_at', 'is', null)
      .returning('review_started_at')
      .executeTakeFirst();
    if (started) {
      row.review_started_at = now;
      await audit(db, {
        actor: { id: admin.userId, role: admin.role },
        action: 'update',
        subjectType: 'verification_application',
        subjectId: row.id,
        patientId: row.kind === 'patient' ? row.user_id : null,
        ip,
        details: {
          kind: row.kind,
          userId: row.user_id,
          old: { review: 'pending' },
          new: { review: 'in_review', at: now.toISOString() },
        },
      });
    }
  }
  await audit(db, {
    actor: { id: admin.userId, role: admin.role },
    action: 'read',
    subjectType: 'verification_application',
    subjectId: row.id,
    patientId: row.kind === 'patient' ? row.user_id : null,
    ip,
    details: { kind: row.kind, userId: row.user_id },
  });
  return toApplication(db, row, now, await timeoutDays(db));
}

/** The caller's latest application and where they stand (002 §3). */
export async function myVerification(db: Db, userId: string, now: Date) {
  const { rows } = await sql<ApplicationRow>`select ${columns}
    from verification_applications a join users u on u.id = a.user_id
    where a.user_id = ${userId} order by a.created_at desc, a.id desc limit 1`.execute(db);
  const row = rows[0];
  if (!row) return { status: 'not_submitted' as const, application: null, reviewStartedAt: null };
  const application = await toApplication(db, row, now, await timeoutDays(db));
  const status =
    row.status === 'approved'
      ? ('verified' as const)
      : row.status === 'pending' && row.review_started_at
        ? ('in_review' as const)
        : row.status;
  const reviewStartedAt = row.review_started_at
    ? new Date(row.review_started_at).toISOString()
    : null;
  return { status, application, reviewStartedAt };
}

/**
 * The admin's queue: pending applications, oldest first (the longest waiting at the
 * top), by a search over name, email, phone and NMC or document number, and by kind.
 */
export async function listPending(
  db: Db,
  query: z.output<typeof pendingApprovalsQuery>,
  now: Date,
) {
  const where = [sql`a.status = 'pending'`];
  if (query.type !== 'all') where.push(sql`a.kind = ${query.type}`);
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(u.name) like ${like} or lower(u.email) like ${like}
      or u.phone like ${like} or lower(coalesce(a.details->>'fullName', '')) like ${like}
      or lower(coalesce(a.details->>'nmcNumber', '')) like ${like}
      or lower(coalesce(a.details->>'documentNumber', '')) like ${like}
      or lower(coalesce(a.details->>'registrationNumber', '')) like ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  const offset = (query.page - 1) * query.limit;
  const order =
    query.order === 'newest' ? sql`a.created_at desc, a.id desc` : sql`a.created_at, a.id`;
  const { rows } = await sql<ApplicationRow & { total: string }>`select ${columns},
      count(*) over () as total
    from verification_applications a join users u on u.id = a.user_id
    where ${condition}
    order by ${order} limit ${query.limit} offset ${offset}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && query.page > 1) {
    const { rows: counted } = await sql<{ n: string }>`select count(*) as n
      from verification_applications a join users u on u.id = a.user_id
      where ${condition}`.execute(db);
    total = Number(counted[0]?.n ?? 0);
  }
  const days = await timeoutDays(db);
  return {
    items: rows.map((r) => toPendingApproval(r, now, days)),
    total,
    page: query.page,
    limit: query.limit,
  };
}
