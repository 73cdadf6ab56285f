import { pathFor } from '@contract/routes';
import { historyPaper, type HistoryPaper } from '@contract/appointments';
import type {
  ListedRecordType,
  MedicalRecord,
  RecordFile,
  recordListQuery,
} from '@contract/records';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { recordContentTypes } from './files';

/**
 * Reading a patient's records: their uploads and, read-only, what they attached to a
 * booking (one entry per booking with a history paper or documents). Ownership is the
 * caller's to decide (access.ts, the routes); these read what they are asked for.
 */

export type RecordQuery = z.output<typeof recordListQuery>;

type FileRow = {
  id: string;
  name: string;
  type: string;
  size: number;
  stored_name: string;
};

const fileOf = (patientId: string, row: FileRow): RecordFile => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  mime: recordContentTypes[row.type] ?? 'application/octet-stream',
  size: row.size,
  fileName: row.stored_name,
  url: pathFor('recordFile', { userId: patientId, file: row.stored_name }),
});

const iso = (value: Date | string) => new Date(value).toISOString();

function parseHistoryPaper(value: unknown): HistoryPaper | null {
  if (value === null || value === undefined) return null;
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = historyPaper.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const parseTags = (value: unknown): string[] => {
  const raw = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : [];
};

/** The patient's uploaded records (all, or the ids given), with their files. */
async function uploadedRecords(db: Db, patientId: string, ids?: string[]) {
  let q = db
    .selectFrom('medical_records as r')
    .innerJoin('users as p', 'p.id', 'r.patient_id')
    .leftJoin('users as u', 'u.id', 'r.uploaded_by')
    .select((eb) => [
      'r.id',
      'r.patient_id',
      'p.name as patient_name',
      'r.type',
      'r.title',
      'r.description',
      'r.tags',
      eb.cast<string>('r.record_date', 'text').as('record_date'),
      'r.signature',
      'r.uploaded_by',
      'u.name as uploader_name',
      'u.role as uploader_role',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.patient_id', '=', patientId);
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('r.id', 'in', ids);
  }
  const rows = await q.execute();
  const files = new Map<string, RecordFile[]>();
  if (rows.length > 0) {
    const fileRows = await db
      .selectFrom('medical_record_files')
      .select(['id', 'record_id', 'name', 'type', 'size', 'stored_name'])
      .where(
        'record_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    for (const f of fileRows) {
      const list = files.get(f.record_id!) ?? [];
      list.push(fileOf(patientId, f));
      files.set(f.record_id!, list);
    }
  }
  return rows.map((r): MedicalRecord => {
    const list = files.get(r.id) ?? [];
    return {
      _id: r.id,
      userId: r.patient_id,
      patientName: r.patient_name,
      type: r.type as ListedRecordType,
      title: r.title,
      description: r.description,
      tags: parseTags(r.tags),
      date: r.record_date,
      signature: r.signature,
      files: list,
      fileUrl: list[0]?.url ?? null,
      fileType: list[0]?.type ?? null,
      source: 'upload',
      appointment: null,
      historyPaper: null,
      uploadedBy: r.uploaded_by
        ? { _id: r.uploaded_by, name: r.uploader_name ?? '', role: r.uploader_role ?? '' }
        : null,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    };
  });
}

/**
 * The patient's bookings that carry a history paper or documents, as read-only records;
 * only those with `doctorUserId` when given (a doctor sees what was sent to them).
 */
async function bookingRecords(
  db: Db,
  patientId: string,
  { doctorUserId, ids }: { doctorUserId?: string; ids?: string[] } = {},
) {
  let q = db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('users as p', 'p.id', 'a.patient_id')
    .select((eb) => [
      'a.id',
      'a.patient_id',
      'p.name as patient_name',
      eb.cast<string>('a.date', 'text').as('date'),
      'a.reason',
      'a.history_paper',
      'd.full_name as doctor_name',
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.patient_id', '=', patientId)
    .where((eb) =>
      eb.or([
        eb('a.history_paper', 'is not', null),
        eb.exists(
          eb
            .selectFrom('appointment_documents as ad')
            .select('ad.id')
            .whereRef('ad.appointment_id', '=', 'a.id'),
        ),
      ]),
    );
  if (doctorUserId) q = q.where('d.user_id', '=', doctorUserId);
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('a.id', 'in', ids);
  }
  const rows = await q.execute();
  const files = new Map<string, RecordFile[]>();
  if (rows.length > 0) {
    const docs = await db
      .selectFrom('appointment_documents')
      .select(['id', 'appointment_id', 'name', 'type', 'size', 'stored_name'])
      .where(
        'appointment_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('created_at')
      .execute();
    for (const d of docs) {
      const list = files.get(d.appointment_id) ?? [];
      list.push(fileOf(patientId, d));
      files.set(d.appointment_id, list);
    }
  }
  return rows.map((r): MedicalRecord => {
    const list = files.get(r.id) ?? [];
    return {
      _id: r.id,
      userId: r.patient_id,
      patientName: r.patient_name,
      type: 'booking-document',
      title: r.reason,
      description: '',
      tags: [],
      date: r.date,
      signature: null,
      files: list,
      fileUrl: list[0]?.url ?? null,
      fileType: list[0]?.type ?? null,
      source: 'booking',
      appointment: { _id: r.id, date: r.date, doctorName: r.doctor_name, reason: r.reason },
      historyPaper: parseHistoryPaper(r.history_paper),
      uploadedBy: { _id: r.patient_id, name: r.patient_name, role: 'patient' },
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    };
  });
}

const matches = (record: MedicalRecord, search: string) => {
  if (search === '') return true;
  const needle = search.toLocaleLowerCase();
  return [record.title, record.description, ...record.tags].some((t) =>
    t.toLocaleLowerCase().includes(needle),
  );
};

/**
 * A patient's records by type and search, newest first (the record's day, then when it
 * was added), a page at a time. A patient holds tens of records, not thousands: both
 * sources are read whole and merged here.
 */
export async function listRecords(
  db: Db,
  patientId: string,
  query: RecordQuery,
  options: { doctorUserId?: string } = {},
) {
  const [uploads, bookings] = await Promise.all([
    query.type === 'booking-document' ? [] : uploadedRecords(db, patientId),
    query.type === 'all' || query.type === 'booking-document'
      ? bookingRecords(db, patientId, options)
      : [],
  ]);
  const all = [...uploads, ...bookings]
    .filter((r) => query.type === 'all' || r.type === query.type)
    .filter((r) => matches(r, query.search))
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        b.createdAt.localeCompare(a.createdAt) ||
        b._id.localeCompare(a._id),
    );
  const start = (query.page - 1) * query.limit;
  return {
    items: all.slice(start, start + query.limit),
    total: all.length,
    page: query.page,
    limit: query.limit,
  };
}

/** One record of the patient by id (an upload, or a booking's entry), or null. */
export async function findRecord(
  db: Db,
  id: string,
  options: { doctorUserId?: string } = {},
): Promise<MedicalRecord | null> {
  const owner =
    (await db
      .selectFrom('medical_records')
      .select('patient_id')
      .where('id', '=', id)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('appointments')
      .select('patient_id')
      .where('id', '=', id)
      .executeTakeFirst());
  if (!owner) return null;
  const [upload] = await uploadedRecords(db, owner.patient_id, [id]);
  if (upload) return upload;
  const [booking] = await bookingRecords(db, owner.patient_id, { ...options, ids: [id] });
  return booking ?? null;
}
