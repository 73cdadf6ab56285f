import type { ColumnType, Generated } from 'kysely';
import type {
  CareRequestStatus,
  CareRequestType,
  CareRequestUrgency,
} from '@contract/care-requests';

/** A patient's follow-up or second-opinion request to a doctor (issue 18, migration 0035). */
export interface CareRequestsTable {
  id: Generated<string>;
  patient_id: string;
  doctor_id: string;
  from_appointment_id: string;
  type: CareRequestType;
  status: Generated<CareRequestStatus>;
  urgency: Generated<CareRequestUrgency>;
  /** DATE, AD; queries read it as text. */
  preferred_date: string;
  preferred_time: string;
  description: string;
  response_message: Generated<string>;
  notes: Generated<string>;
  response_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  appointment_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
