import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '@contract/roles';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  role: Role;
  avatar_url: string | null;
  verified: Generated<boolean>;
  profile: Json<Record<string, unknown>>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  code_hash: string | null;
  channel: 'email' | 'whatsapp';
  attempts: Generated<number>;
  verified_at: NullableTimestamp;
  used_at: NullableTimestamp;
  expires_at: Timestamp;
  last_sent_at: Timestamp;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'whatsapp' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  patient_id: string | null;
  ip: string | null;
  details: Json<Record<string, unknown>>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  locale: 'en' | 'ne';
  ip: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
