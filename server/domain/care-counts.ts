import { sql } from 'kysely';
import type { CareCounts } from '@contract/care-counts';
import type { Db } from '../db/database';
import type { SignedIn } from '../http/route';
import { doctorIdOf } from './patients/list';

/**
 * The doctor's care badges (issue 18, ADR 0044), counted in one query from the tables of
 * referrals, consultations and requests. Each number is what the tab it sits on shows
 * first: Incoming pending referrals, Active consultations, Pending requests; so a doctor
 * who follows a badge finds exactly that many items there.
 */
export async function careCounts(db: Db, caller: SignedIn): Promise<CareCounts> {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) return { referralsPending: 0, consultationsActive: 0, requestsNew: 0 };
  const { rows } = await sql<CareCounts>`select
      (select count(*)::int from referrals
        where to_doctor_id = ${doctorId} and status = 'pending') as "referralsPending",
      (select count(*)::int from consultations
        where (requester_id = ${doctorId} or consultant_id = ${doctorId})
          and status = 'in-progress') as "consultationsActive",
      (select count(*)::int from care_requests
        where doctor_id = ${doctorId} and status = 'pending') as "requestsNew"`.execute(db);
  return rows[0]!;
}

/**
 * The dashboard's "active consultations" (001 §2.1): consultations in progress that the
 * doctor takes part in, and, as the specification says, referrals with status active
 * that the doctor is seeing (addressed to them).
 */
export async function activeConsultationCount(db: Db, doctorId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select
      (select count(*)::int from consultations
        where (requester_id = ${doctorId} or consultant_id = ${doctorId})
          and status = 'in-progress')
      + (select count(*)::int from referrals
        where to_doctor_id = ${doctorId} and status = 'active') as n`.execute(db);
  return rows[0]?.n ?? 0;
}
