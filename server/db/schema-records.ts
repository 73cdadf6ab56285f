import type { ColumnType, Generated } from 'kysely';

/** Medical records (issue 15, migration 0018): a patient's records and their files. */

type Json<T> = ColumnType<T, T | string, T | string>;

export interface MedicalRecordsTable {
  id: Generated<string>;
  patient_id: string;
  type: string;
  title: string;
  description: Generated<string>;
  tags: Json<string[]>;
  /** DATE; queries read it as text (`record_date::text`). */
  record_date: string;
  signature: string;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MedicalRecordFilesTable {
  id: Generated<string>;
  record_id: string | null;
  owner_id: string;
  name: string;
  type: 'pdf' | 'jpg' | 'png' | 'webp';
  size: number;
  stored_name: string;
  seed_file: string | null;
  position: Generated<number>;
  created_at: Generated<Date>;
}
