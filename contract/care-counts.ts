import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Care between doctors, live and counted (issue 18; 001 §2, §7; ADR 0044): the doctor's
 * sidebar badges (referrals pending, consultations active, requests new) and the realtime
 * events of care that make them, and the screens that list care, change at once.
 */

const count = z.number().int().min(0);

export const careCounts = z.object({
  /** Referrals addressed to this doctor that wait for their answer (Incoming, pending). */
  referralsPending: count,
  /**
   * Consultations this doctor takes part in that are in progress: the Consultations tab's
   * Active count. (The dashboard's "active consultations" adds the active referrals
   * addressed to them, as 001 §2.1 says; ADR 0044.)
   */
  consultationsActive: count,
  /** Requests addressed to this doctor still pending their answer. */
  requestsNew: count,
});
export type CareCounts = z.infer<typeof careCounts>;
export const careCountsResponse = successEnvelope(careCounts);

/**
 * The realtime events of care (001 §7), named exactly as the specification lists them.
 * Each goes only to the accounts an item concerns; its payload carries the item's id and
 * status. A screen showing care revalidates on them; the badges on all of them.
 */
export const careEventNames = [
  'referral_created',
  'referral_updated',
  'referral_status_changed',
  'consultation_created',
  'consultation_updated',
  'consultation_status_changed',
  'consultation_message',
  'transferCreated',
  'transferUpdated',
  'transferStatusChanged',
  'request_created',
  'request_updated',
  'request_status_changed',
  'appointment_request',
] as const;
export type CareEventName = (typeof careEventNames)[number];
