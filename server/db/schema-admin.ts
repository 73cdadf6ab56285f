import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of verification and the admin's backups (issue 14), and the kinds of provider;
 * `schema.ts` lists them in the Database.
 */

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, T | string, T | string>;

export type ProviderKind = 'hospital' | 'lab' | 'pharmacy' | 'ambulance';

/** An account's application to be verified (0011, issue 14). */
export interface VerificationApplicationsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'doctor' | 'patient' | ProviderKind;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  method: Generated<'manual' | 'automatic'>;
  details: Json<Record<string, unknown>>;
  remarks: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** When an admin first opened the pending application (0030): "in review" from then. */
  review_started_at: Generated<Date | null>;
  review_started_by: Generated<string | null>;
}

export interface VerificationDocumentsTable {
  id: Generated<string>;
  application_id: string;
  kind: string;
  number: string | null;
  name: string;
  type: 'pdf' | 'jpg' | 'png' | 'webp';
  size: number;
  /** Null for a demo document, generated from its row when read. */
  stored_name: string | null;
  created_at: Generated<Date>;
}

/** One run of a backup (0014, issue 14). */
export interface BackupRunsTable {
  id: Generated<string>;
  status: Generated<'running' | 'completed' | 'failed'>;
  trigger: Generated<'manual' | 'automatic'>;
  started_by: string | null;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  file_name: string | null;
  encrypted: Generated<boolean>;
  error: string | null;
}
