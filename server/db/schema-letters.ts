import type { ColumnType, Generated } from 'kysely';
import type {
  LetterRecipientType,
  LetterStatus,
  LetterType,
  LetterUrgency,
} from '@contract/letters';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A doctor's letter about one patient (issue 18, migration 0036). */
export interface LettersTable {
  id: Generated<string>;
  author_doctor_id: string;
  patient_id: string;
  type: LetterType;
  status: Generated<LetterStatus>;
  urgency: Generated<LetterUrgency>;
  recipient_type: LetterRecipientType;
  recipient_doctor_id: string | null;
  recipient_hospital_id: string | null;
  subject: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
