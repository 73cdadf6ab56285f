import { sql } from 'kysely';
import { prescriptionRequest } from '@contract/appointments';
import { isRxCode, normaliseRxCode, type RxStatus, type RxVerification } from '@contract/rx-verify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { nepalToday } from '../appointments/dates';
import { audit } from '../audit';
import type { RxDocument } from './render';

type Row = {
  id: string;
  status: 'active' | 'completed' | 'cancelled';
  body: unknown;
  valid_until: string | Date | null;
  created_at: Date;
  code: string;
  doctor_name: string;
  nmc_number: string | null;
  doctor_user_id: string;
  patient_id: string;
  patient_name: string;
  hospital_name: string;
};

// valid_until comes from migration 0019 (ADR 0028); read as text so no time zone moves it.
const select = sql`select r.id, r.status, r.body, r.valid_until::text as valid_until,
    r.created_at, r.verification_code as code, d.full_name as doctor_name, d.nmc_number,
    d.user_id as doctor_user_id, r.patient_id, a.patient_name, p.name as hospital_name
  from prescriptions r
  join appointments a on a.id = r.appointment_id
  join doctors d on d.id = r.doctor_id
  join providers p on p.id = a.hospital_id`;

const dayOf = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : nepalToday(value);

/** How it stands today in Nepal: an active prescription past its valid-until is expired. */
function statusOn(row: Row, today: string): RxStatus {
  const validUntil = dayOf(row.valid_until);
  return row.status === 'active' && validUntil !== null && validUntil < today
    ? 'expired'
    : row.status;
}

/** "Sita Sharma" → "S. S."; the first and last names' first letters, nothing else. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((w) => `${Array.from(w)[0]!.toUpperCase()}.`).join(' ');
}

/**
 * A prescription for its PDF, read by its doctor or its patient only (anyone else: 404,
 * as if it did not exist). A doctor's read of the patient's prescription is audited.
 */
export async function readForPdf(
  db: Db,
  caller: SignedIn,
  id: string,
  now: Date,
  ip: string,
): Promise<Omit<RxDocument, 'lang' | 'verifyUrl'>> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError(404, 'NOT_FOUND');
  const whose =
    caller.role === 'doctor'
      ? sql`d.user_id = ${caller.userId}`
      : sql`r.patient_id = ${caller.userId}`;
  const { rows } = await sql<Row>`${select} where r.id = ${id} and ${whose}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError(404, 'NOT_FOUND');
  if (caller.userId !== row.patient_id)
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'read',
      subjectType: 'prescription',
      subjectId: row.id,
      patientId: row.patient_id,
      ip,
      details: { as: 'pdf' },
    });
  const body = prescriptionRequest.parse(
    typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
  );
  return {
    code: row.code,
    doctor: { fullName: row.doctor_name, nmcNumber: row.nmc_number ?? '' },
    hospital: row.hospital_name,
    patientName: row.patient_name,
    issuedOn: nepalToday(new Date(row.created_at)),
    validUntil: dayOf(row.valid_until),
    status: statusOn(row, nepalToday(now)),
    body,
  };
}

/**
 * GET /rx/:code for anyone: whether the code is a prescription's, and how it stands.
 * A code of the wrong shape is not looked up; any miss is the same 404.
 */
export async function verifyCode(db: Db, input: string, now: Date): Promise<RxVerification> {
  const code = normaliseRxCode(input);
  if (!isRxCode(code)) throw new AppError(404, 'RX_NOT_FOUND');
  const { rows } = await sql<Row>`${select} where r.verification_code = ${code}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError(404, 'RX_NOT_FOUND');
  const body = prescriptionRequest.safeParse(
    typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
  );
  const medicines = body.success ? body.data.medications.map((m) => m.name) : [];
  return {
    genuine: true,
    code,
    doctor: { fullName: row.doctor_name, nmcNumber: row.nmc_number ?? '' },
    hospital: row.hospital_name,
    issuedOn: nepalToday(new Date(row.created_at)),
    validUntil: dayOf(row.valid_until),
    status: statusOn(row, nepalToday(now)),
    medicines,
    patientInitials: initialsOf(row.patient_name),
  };
}
