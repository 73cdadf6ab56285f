import type { ColumnType, Generated } from 'kysely';
import type { TransferStatus, TransferUrgency } from '@contract/transfers';

/** The transfers table (issue 18, migration 0033, ADR 0040); `schema-portal.ts` names it. */
export interface TransfersTable {
  id: Generated<string>;
  patient_id: string;
  from_doctor_id: string;
  target_doctor_id: string;
  target_hospital_id: string;
  required_specialty: string;
  reason: string;
  urgency: Generated<TransferUrgency>;
  medical_summary: Generated<string>;
  /** DATE; queries read it as text (`expected_transfer_date::text`). */
  expected_transfer_date: string | null;
  estimated_duration: Generated<string>;
  notes: Generated<string>;
  attachment_ids: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<TransferStatus>;
  response_message: string | null;
  actual_transfer_date: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
