import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Realtime } from '../realtime';
import type { NotificationEvent } from './notifications';

/**
 * What the care seeds of issue 18 (referrals, transfers, consultations, requests) share:
 * they play the demo through the app's own functions, with no one listening live, at times
 * counted back from `now`, between the demo's people found by their emails.
 */

/** Live events go nowhere while the demo is seeded. */
export const silent: Realtime = { toUser() {}, toRoom() {} };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Dr. Aarati Joshi, the demo doctor. */
export const AARATI = 'doctor@demo.np';

export type DemoPerson = { userId: string; email: string; doctorId: string | null };

/** The demo's people by email: their user id and, for a doctor, their doctor row's id. */
export async function demoPeople(db: Db, emails: string[]): Promise<Map<string, DemoPerson>> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('doctors as d', 'd.user_id', 'u.id')
    .select(['u.id as userId', 'u.email', 'd.id as doctorId'])
    .where('u.email', 'in', emails)
    .execute();
  return new Map(rows.map((r) => [r.email, r]));
}

/** The doctors among them: a seed whose doctors have any row of its kind has run. */
export const doctorIdsOf = (people: Map<string, DemoPerson>) =>
  [...people.values()].flatMap((p) => (p.doctorId ? [p.doctorId] : []));

/** A plan between two doctors about a patient, each named by email. */
type Between = { from: string; to: string; patient: string };

/** Everyone the plans name, found once. */
export const peopleOf = (db: Db, plans: readonly Between[]) =>
  demoPeople(db, [...new Set(plans.flatMap((p) => [p.from, p.to, p.patient]))]);

/** A plan's two doctors and patient, or null when one of them is not in this database. */
export function partiesOf(people: Map<string, DemoPerson>, plan: Between) {
  const from = people.get(plan.from);
  const to = people.get(plan.to);
  const patient = people.get(plan.patient);
  if (!from?.doctorId || !to?.doctorId || !patient) return null;
  return {
    from: { ...from, doctorId: from.doctorId },
    to: { ...to, doctorId: to.doctorId },
    patient,
  };
}

/**
 * Dates the notices a step stored about one thing (`params[key]` is its id) when the step
 * happened rather than when the demo was seeded.
 */
export async function dateNotices(
  db: Db,
  about: { key: string; id: string; event: NotificationEvent },
  at: Date,
) {
  await db
    .updateTable('notifications')
    .set({ created_at: at })
    .where('event', '=', about.event)
    .where(sql<string>`params->>${about.key}`, '=', about.id)
    .execute();
}

/** The demo's people have read these notices by `now` (the lists show the things anyway). */
export async function markNoticesRead(db: Db, events: NotificationEvent[], now: Date) {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('event', 'in', events)
    .where('read_at', 'is', null)
    .execute();
}
