import { sql } from 'kysely';
import type { z } from 'zod';
import {
  DASHBOARD_LIST_LIMIT,
  type DoctorDashboard,
  type DoctorDashboardStats,
} from '@contract/doctor-dashboard';
import type { DoctorPatient } from '@contract/patients';
import { doctorPrescriptionsQuery } from '@contract/prescriptions';
import type { Db } from '../../db/database';
import type { SignedIn } from '../../http/route';
import { listAppointments, nepalToday } from '../appointments';
import { doctorIdOf, readPatients } from '../patients/list';
import { doctorPrescriptions } from '../prescriptions/read';
import { activeConsultations } from './consultations';

/** What the Overview lists as coming: the doctor still has to see them. */
const coming = new Set(['requested', 'confirmed', 'in-progress']);

/** Rounded to one decimal, as 001 §2.1 shows the rating. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Most recently seen first; patients not yet seen after them, by name. */
function byRecent(a: DoctorPatient, b: DoctorPatient) {
  if (a.lastVisit !== b.lastVisit) {
    if (a.lastVisit === null) return 1;
    if (b.lastVisit === null) return -1;
    return a.lastVisit < b.lastVisit ? 1 : -1;
  }
  return a.name.localeCompare(b.name, 'en');
}

const emptyStats: DoctorDashboardStats = {
  totalAppointments: 0,
  pendingAppointments: 0,
  totalPatients: 0,
  prescriptions: 0,
  rating: 0,
  ratingCount: 0,
  activeConsultations: 0,
};

/**
 * GET /doctor/dashboard (ADR 0033): the four stat cards and the three lists of five, all
 * scoped to the caller's own doctor record. A doctor account without one sees zeros.
 */
export async function doctorDashboard(
  db: Db,
  caller: SignedIn,
  now: Date,
): Promise<DoctorDashboard> {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId)
    return {
      stats: emptyStats,
      upcomingAppointments: [],
      recentPatients: [],
      recentPrescriptions: [],
    };
  const today = nepalToday(now);
  const query: z.output<typeof doctorPrescriptionsQuery> = doctorPrescriptionsQuery.parse({
    limit: DASHBOARD_LIST_LIMIT,
  });
  const [counts, doctor, patients, upcoming, prescriptions, consultations] = await Promise.all([
    sql<{ total: number; pending: number }>`select
        (count(*) filter (where status <> 'cancelled'))::int as total,
        (count(*) filter (where status = 'requested'))::int as pending
      from appointments where doctor_id = ${doctorId}`.execute(db),
    db
      .selectFrom('doctors')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', doctorId)
      .executeTakeFirstOrThrow(),
    readPatients(db, doctorId, today),
    listAppointments(db, caller, { when: 'upcoming' }, now),
    doctorPrescriptions(db, caller, query, now),
    activeConsultations(db, doctorId),
  ]);
  const ratingCount = Number(doctor.rating_count);
  return {
    stats: {
      totalAppointments: counts.rows[0]?.total ?? 0,
      pendingAppointments: counts.rows[0]?.pending ?? 0,
      totalPatients: patients.length,
      prescriptions: prescriptions.total,
      rating: ratingCount > 0 ? oneDecimal(Number(doctor.rating_avg)) : 0,
      ratingCount,
      activeConsultations: consultations,
    },
    upcomingAppointments: upcoming
      .filter((a) => coming.has(a.status))
      .slice(0, DASHBOARD_LIST_LIMIT),
    recentPatients: [...patients].sort(byRecent).slice(0, DASHBOARD_LIST_LIMIT),
    recentPrescriptions: prescriptions.items,
  };
}
