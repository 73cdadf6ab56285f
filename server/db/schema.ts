import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '@contract/roles';
import type {
  DoctorPatientsTable,
  PrescriptionVersionsTable,
  ProviderRatingsTable,
  UploadedPrescriptionSignaturesTable,
  UploadedPrescriptionsTable,
} from './schema-care';
import type {
  BackupRunsTable,
  ProviderKind,
  VerificationApplicationsTable,
  VerificationDocumentsTable,
} from './schema-admin';
import type { MedicalRecordFilesTable, MedicalRecordsTable } from './schema-records';
import type { PortalTables } from './schema-portal';

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
  /** When its latest wrong recovery codes were tried, at most ten, oldest first (0008). */
  reset_code_failures: Generated<Date[]>;
  /** Active, inactive or suspended (0017, ADR 0025); only an active account signs in. */
  status: Generated<'active' | 'inactive' | 'suspended'>;
  /** When it proved its email; null while a required verification is pending (0013). */
  email_verified_at: Generated<Date | null>;
  /** Its latest sign-in (0017). */
  last_login_at: NullableTimestamp;
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

/** A sign-in (ADR 0015): named by its access tokens, shared with its refresh family. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  /** Device class at sign-in (migration 0016, analytics); null when unknown. */
  device: Generated<'mobile' | 'desktop' | 'tablet' | null>;
  created_at: Generated<Date>;
  revoked_at: NullableTimestamp;
  /** Its latest activity, written at most once a minute (0013). */
  last_seen_at: Generated<Date>;
}

/** A one-time code of email verification or two-factor sign-in (0013). */
export interface AuthCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'email' | 'two_factor';
  salt: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  last_sent_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
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

export type Weekday =
  'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';

/** Computed by the database (a stored generated column): read only. */
type Computed<T> = ColumnType<T, never, never>;

export interface DoctorsTable {
  id: Generated<string>;
  user_id: string | null;
  full_name: string;
  first_name: string;
  last_name: string;
  specialization: string;
  qualification: Generated<string>;
  experience_years: Generated<number>;
  about: Generated<string>;
  /** The language of `about` and the experience positions (ADR 0014). */
  about_language: Generated<'en' | 'ne'>;
  education: Json<{ degree: string; institution: string; year: string }[]>;
  experience: Json<{ position: string; hospital: string; duration: string }[]>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  clinic_name: string | null;
  city: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  photo_url: string | null;
  nmc_number: string | null;
  nmc_verified: Generated<boolean>;
  verification_status: Generated<'pending' | 'verified' | 'rejected'>;
  rating_avg: Generated<number>;
  rating_count: Generated<number>;
  created_at: Timestamp;
}

export type {
  BackupRunsTable,
  ProviderKind,
  VerificationApplicationsTable,
  VerificationDocumentsTable,
};

export interface ProvidersTable {
  id: Generated<string>;
  type: ProviderKind;
  user_id: string | null;
  name: string;
  name_ne: string | null;
  city: string;
  address: string | null;
  lat: number;
  lng: number;
  phone: string | null;
  email: string | null;
  rating: number | null;
  departments: Json<string[]>;
  search_terms: Generated<string>;
  search_text: Computed<string>;
  created_at: Timestamp;
  /** The admin's columns (0012, issue 14, ADR 0021). */
  status: Generated<'active' | 'inactive' | 'pending'>;
  verification_status: Generated<'pending' | 'verified'>;
  subtype: Generated<string | null>;
  beds: Generated<number | null>;
  registration_number: Generated<string | null>;
  home_collection: Generated<boolean>;
  delivery_available: Generated<boolean>;
  tests_count: Generated<number>;
  lab_appointments_count: Generated<number>;
  medicines_count: Generated<number>;
  orders_count: Generated<number>;
  deactivated_at: Generated<Date | null>;
  /** How many patients rated it; `rating` is their average (0022, issue 14). */
  rating_count: Generated<number>;
}

export interface DoctorSchedulesTable {
  id: Generated<string>;
  doctor_id: string;
  hospital_id: string;
  day: Weekday;
  /** 'HH:MM' */
  start_time: string;
  end_time: string;
  consultation_fee: number;
  department: string;
  created_at: Timestamp;
  /** How many patients the slot takes, and when it last changed (0023, issue 16). */
  max_patients: Generated<number>;
  updated_at: Generated<Date>;
}

export interface AppointmentsTable {
  id: Generated<string>;
  patient_id: string;
  doctor_id: string;
  hospital_id: string;
  /** DATE, AD, in Nepal; queries read it as text (`date::text`, 'YYYY-MM-DD'). */
  date: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  department: string;
  consultation_fee: number;
  status: Generated<'requested' | 'confirmed' | 'in-progress' | 'completed' | 'cancelled'>;
  cancel_reason: 'declined' | 'doctor' | 'patient' | 'reminder-link' | null;
  patient_name: string;
  patient_phone: string;
  reason: string;
  medical_record_consent: boolean;
  history_paper: Json<unknown> | null;
  records_shared_at: NullableTimestamp;
  reminder_sent_at: NullableTimestamp;
  cancel_token_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AppointmentDocumentsTable {
  id: Generated<string>;
  appointment_id: string;
  name: string;
  type: 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';
  size: number;
  stored_name: string;
  created_at: Generated<Date>;
}

export interface PrescriptionsTable {
  id: Generated<string>;
  appointment_id: string;
  patient_id: string;
  doctor_id: string;
  status: Generated<'active' | 'completed' | 'cancelled'>;
  body: Json<unknown>;
  created_at: Generated<Date>;
  /** Issue 15 (0019): the last day it may be used, when it last changed, its version. */
  valid_until: string;
  updated_at: Generated<Date>;
  version: Generated<number>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  event: string;
  params: Json<Record<string, string>>;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface Database extends PortalTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  doctors: DoctorsTable;
  providers: ProvidersTable;
  doctor_schedules: DoctorSchedulesTable;
  appointments: AppointmentsTable;
  appointment_documents: AppointmentDocumentsTable;
  prescriptions: PrescriptionsTable;
  notifications: NotificationsTable;
  verification_applications: VerificationApplicationsTable;
  verification_documents: VerificationDocumentsTable;
  backup_runs: BackupRunsTable;
  // Records and prescriptions (issue 15)
  medical_records: MedicalRecordsTable;
  medical_record_files: MedicalRecordFilesTable;
  prescription_versions: PrescriptionVersionsTable;
  uploaded_prescriptions: UploadedPrescriptionsTable;
  uploaded_prescription_signatures: UploadedPrescriptionSignaturesTable;
  doctor_patients: DoctorPatientsTable;
  provider_ratings: ProviderRatingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type DoctorRow = Selectable<DoctorsTable>;
export type NewDoctor = Insertable<DoctorsTable>;
export type ProviderRow = Selectable<ProvidersTable>;
export type NewProvider = Insertable<ProvidersTable>;
export type NewDoctorSchedule = Insertable<DoctorSchedulesTable>;
