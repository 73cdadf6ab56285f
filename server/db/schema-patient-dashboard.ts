import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the patient's dashboard, history paper and doctor ratings (issue 17);
 * `schema-portal.ts` lists them by name.
 */

type Json<T> = ColumnType<T, T | string, T | string>;

/** A patient's rating of a doctor, one per completed appointment (0029, ADR 0037). */
export interface DoctorRatingsTable {
  id: Generated<string>;
  appointment_id: string;
  doctor_id: string;
  patient_id: string;
  stars: number;
  criteria: Json<Partial<Record<string, number>>>;
  comment: Generated<string>;
  created_at: Generated<Date>;
}
