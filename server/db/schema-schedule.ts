import type { ColumnType, Generated } from 'kysely';

/**
 * The doctor's hospital connections (issue 16, migration 0023, ADR 0031): a request to
 * join a listed hospital, or a hospital the doctor added (`added_by_doctor`), which waits
 * for an admin's verification. One row per doctor and hospital.
 */
export interface DoctorHospitalConnectionsTable {
  id: Generated<string>;
  doctor_id: string;
  hospital_id: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  added_by_doctor: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
