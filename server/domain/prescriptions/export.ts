import { sql } from 'kysely';
import { PRESCRIPTION_EXPORT_MAX } from '@contract/prescriptions';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/route';
import { nepalToday } from '../appointments/dates';
import {
  type DetailRow,
  type DoctorFilters,
  doctorIdOf,
  doctorWhere,
  selectDetail,
  toDetail,
} from './read';

/** The doctor's filtered prescriptions as CSV (issue 15): newest first, at most 5000 rows. */

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet: it is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** GET /doctor/prescriptions/export: the filtered list, newest first, as CSV text. */
export async function exportDoctorPrescriptions(
  db: Db,
  caller: NonNullable<Caller>,
  filters: DoctorFilters,
  now: Date,
): Promise<{ rows: number; body: string }> {
  const header = [
    'number',
    'date',
    'status',
    'patient',
    'diagnosis',
    'medications',
    'validUntil',
    'hospital',
  ];
  const doctorId = await doctorIdOf(db, caller.userId);
  const today = nepalToday(now);
  const found = doctorId
    ? (
        await sql<DetailRow>`${selectDetail} where ${doctorWhere(doctorId, filters, today)}
          order by r.created_at desc, r.id desc limit ${PRESCRIPTION_EXPORT_MAX}`.execute(db)
      ).rows.map((r) => toDetail(r, today))
    : [];
  const lines = found.map((p) =>
    [
      p.number,
      p.createdAt.slice(0, 10),
      p.status,
      p.patientName,
      p.diagnosis,
      p.medications
        .map((m) =>
          [m.name, m.dosage, m.frequency, m.duration, m.quantity ? `× ${m.quantity}` : '']
            .filter(Boolean)
            .join(' '),
        )
        .join('; '),
      p.validUntil,
      p.hospital.name,
    ]
      .map(csvCell)
      .join(','),
  );
  return { rows: found.length, body: [header.join(','), ...lines].join('\r\n') + '\r\n' };
}
