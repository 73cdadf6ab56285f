import type { ColumnType, Generated } from 'kysely';
import type { ReferralStatus, ReferralUrgency } from '@contract/referrals';

/** Who is a doctor's patient through a referral or a transfer (issue 18, 0032, ADR 0039). */
export interface CareLinksTable {
  /** doctors.id */
  doctor_id: string;
  /** users.id of the patient */
  patient_id: string;
  status: 'active' | 'ended';
  source: 'referral' | 'transfer';
  /** The referral's or the transfer's id. */
  source_id: string;
  /** When it became active or ended; an ended link outweighs appointments booked before it. */
  changed_at: Date;
  created_at: Generated<Date>;
}

export interface ReferralsTable {
  id: Generated<string>;
  patient_id: string;
  from_doctor_id: string;
  to_doctor_id: string;
  specialty: string;
  reason: string;
  notes: Generated<string>;
  urgency: Generated<ReferralUrgency>;
  status: Generated<ReferralStatus>;
  decline_reason: string | null;
  attachment_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
