import type { Generated } from 'kysely';

/** Emergency contacts and SOS (0027, issue 17, ADR 0035). */
export interface EmergencyContactsTable {
  id: Generated<string>;
  patient_id: string;
  name: string;
  relationship: Generated<string>;
  phone: string;
  /** Insertion order (identity). */
  seq: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmergenciesTable {
  id: Generated<string>;
  patient_id: string;
  type: Generated<'medical'>;
  status: Generated<'active' | 'cancelled' | 'resolved'>;
  /** Who answered; null while Pending. */
  responder: string | null;
  lat: number;
  lng: number;
  created_at: Generated<Date>;
  ended_at: Date | null;
}
