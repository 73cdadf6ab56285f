import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of care beside the records (issue 15: a doctor's patients, prescriptions' earlier
 * versions and the patient's own uploads) and of providers' ratings (issue 14); `schema.ts`
 * lists them in the Database.
 */

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, T | string, T | string>;

/** What a doctor keeps about one of their patients (issue 15, ADR 0030). */
export interface DoctorPatientsTable {
  doctor_id: string;
  patient_id: string;
  critical: Generated<boolean>;
  critical_changed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An earlier body of a prescription, kept by the edit that replaced it (issue 15). */
export interface PrescriptionVersionsTable {
  id: Generated<string>;
  prescription_id: string;
  version: number;
  body: Json<unknown>;
  valid_until: string;
  edited_by: string | null;
  saved_at: Generated<Date>;
}

/** A paper prescription the patient uploaded (issue 15). */
export interface UploadedPrescriptionsTable {
  id: Generated<string>;
  patient_id: string;
  doctor_name: string;
  hospital_name: string;
  diagnosis: Generated<string>;
  notes: Generated<string>;
  name: string;
  type: string;
  size: number;
  stored_name: string | null;
  created_at: Generated<Date>;
}

/** The drawn signature of an uploaded prescription, a stored PNG. */
export interface UploadedPrescriptionSignaturesTable {
  upload_id: string;
  stored_name: string | null;
  size: number;
}

/** A patient's rating of a provider, one per patient and provider (0022, issue 14). */
export interface ProviderRatingsTable {
  provider_id: string;
  user_id: string;
  stars: number;
  /** The kind's criteria of 002 §3, each 1 to 5 (0039). */
  criteria: ColumnType<Partial<Record<string, number>>, string | undefined, string>;
  comment: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
