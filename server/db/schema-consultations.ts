import type { ColumnType, Generated } from 'kysely';
import type { ConsultationStatus, ConsultationType } from '@contract/consultations';

/** The consultations table (issue 18, migration 0034, ADR 0041); `schema-portal.ts` names it. */
export interface ConsultationsTable {
  id: Generated<string>;
  patient_id: string;
  requester_id: string;
  consultant_id: string;
  type: Generated<ConsultationType>;
  status: Generated<ConsultationStatus>;
  scheduled_time: Date;
  duration: Generated<number>;
  /** numeric: read as a string, written as a number. */
  fee: ColumnType<string, number | undefined, number>;
  reason: string;
  notes: Generated<string>;
  end_notes: Generated<string>;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConsultationMessagesTable {
  id: Generated<string>;
  consultation_id: string;
  sender_id: string;
  body: string;
  created_at: Generated<Date>;
}
