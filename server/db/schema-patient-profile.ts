import type { ColumnType, Generated } from 'kysely';

/** The patient's documents and notification switches (issue 17, migration 0028). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface NotificationPreferencesTable {
  user_id: string;
  type: string;
  in_app: boolean;
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  updated_at: Timestamp;
}

export interface PatientDocumentsTable {
  id: Generated<string>;
  user_id: string;
  category: 'identification' | 'medical_records' | 'insurance';
  description: Generated<string>;
  name: string;
  type: 'pdf' | 'jpg' | 'png';
  size: number;
  stored_name: string;
  seed_file: string | null;
  created_at: Timestamp;
}
