import type { ManagerOptions } from 'socket.io-client';
import type { RouteName } from '@contract/routes';

/**
 * 001 §7: reconnect after 1 s, growing to 5 s, randomised by half, a connection attempt
 * given 20 s, and never giving up (a phone that loses its signal for an hour comes back).
 */
export const reconnection = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  reconnectionAttempts: Infinity,
} as const satisfies Partial<ManagerOptions>;

/**
 * The reads whose answers realtime events change (ADR 0044): notifications, appointments,
 * the care areas (referrals, transfers, consultations and their chat, requests, letters,
 * the badges), the dashboards and the doctor's patients, orders, emergencies and the feed.
 * After a reconnect the cached answers of these are fetched again; the rest (directory,
 * settings, profiles) do not change by events, so a phone on 3G does not fetch them again.
 */
const liveAreas = [
  'notification',
  'appointment',
  'referral',
  'transfer',
  'consultation',
  'request',
  'letter',
  'carecounts',
  'dashboard',
  'patients',
  'order',
  'emergency',
  'feed',
  'post',
];

/** Whether an SWR key (`[endpoint name, args]`, lib/data) is the read of a live area. */
export function isLiveRead(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const name = (key[0] as RouteName).toLowerCase();
  return liveAreas.some((area) => name.includes(area));
}
