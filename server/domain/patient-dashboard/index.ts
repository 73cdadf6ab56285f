import { sql } from 'kysely';
import {
  RECENT_MAX,
  RECENT_PER_KIND,
  type PatientDashboard,
  type RecentActivity,
} from '@contract/patient-dashboard';
import type { Db } from '../../db/database';
import { nepalToday } from '../appointments';
import { ordersInProgress } from '../orders';

/**
 * The patient's dashboard (issue 17; 002 §2, ADR 0037): the sidebar's four figures from
 * the patient's own rows, and recent activity, up to 2 each of appointments, records and
 * orders, at most 6, newest first.
 */

/** The patient's latest medicine orders for recent activity, by the pharmacy's name. */
async function recentOrders(db: Db, patientId: string): Promise<RecentActivity[]> {
  const rows = await db
    .selectFrom('medicine_orders as o')
    .innerJoin('providers as p', 'p.id', 'o.pharmacy_id')
    .select(['o.id', 'o.status', 'o.updated_at', 'p.name'])
    .where('o.patient_id', '=', patientId)
    .orderBy('o.updated_at', 'desc')
    .orderBy('o.id')
    .limit(RECENT_PER_KIND)
    .execute();
  return rows.map((o) => ({
    kind: 'order',
    id: o.id,
    title: o.name,
    detail: o.status,
    at: o.updated_at.toISOString(),
  }));
}

const count = (v: string | number | bigint | undefined) => Number(v ?? 0);

export async function patientDashboard(
  db: Db,
  patientId: string,
  now: Date,
): Promise<PatientDashboard> {
  const today = nepalToday(now);
  const [upcoming, prescriptions, records, orders, appointments, recentRecords, latestOrders] =
    await Promise.all([
      db
        .selectFrom('appointments')
        .select(sql<string>`count(*)`.as('n'))
        .where('patient_id', '=', patientId)
        .where('status', 'in', ['requested', 'confirmed'])
        .where('date', '>=', today)
        .executeTakeFirst(),
      db
        .selectFrom('prescriptions')
        .select(sql<string>`count(*)`.as('n'))
        .where('patient_id', '=', patientId)
        .where('status', '=', 'active')
        .where('valid_until', '>=', today)
        .executeTakeFirst(),
      db
        .selectFrom('medical_records')
        .select(sql<string>`count(*)`.as('n'))
        .where('patient_id', '=', patientId)
        .executeTakeFirst(),
      ordersInProgress(db, patientId),
      db
        .selectFrom('appointments as a')
        .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
        .select(['a.id', 'a.status', 'a.updated_at', 'd.full_name'])
        .where('a.patient_id', '=', patientId)
        .orderBy('a.updated_at', 'desc')
        .orderBy('a.id')
        .limit(RECENT_PER_KIND)
        .execute(),
      db
        .selectFrom('medical_records')
        .select(['id', 'title', 'type', 'created_at'])
        .where('patient_id', '=', patientId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(RECENT_PER_KIND)
        .execute(),
      recentOrders(db, patientId),
    ]);
  const recent: RecentActivity[] = [
    ...appointments.map((a) => ({
      kind: 'appointment' as const,
      id: a.id,
      title: a.full_name,
      detail: a.status,
      at: a.updated_at.toISOString(),
    })),
    ...recentRecords.map((r) => ({
      kind: 'record' as const,
      id: r.id,
      title: r.title,
      detail: r.type,
      at: r.created_at.toISOString(),
    })),
    ...latestOrders,
  ]
    .sort((x, y) => y.at.localeCompare(x.at))
    .slice(0, RECENT_MAX);
  return {
    figures: {
      upcomingAppointments: count(upcoming?.n),
      activePrescriptions: count(prescriptions?.n),
      medicalRecords: count(records?.n),
      ordersInProgress: orders,
    },
    recent,
  };
}
