import type { Db } from '../../db/database';
import { activeConsultationCount } from '../care-counts';

/**
 * Active consultations (001 §2.1): the doctor's consultations in progress, and "referrals
 * with status active are counted as active consultations" (ADR 0044).
 */
export function activeConsultations(db: Db, doctorId: string): Promise<number> {
  return activeConsultationCount(db, doctorId);
}
