import { sql } from 'kysely';
import {
  REGION_LIMIT,
  TOP_LIMIT,
  devices,
  type Analytics,
  type AnalyticsPeriod,
} from '@contract/admin-analytics';
import type { Db } from '../../db/database';
import { addDays, nepalToday } from '../appointments/dates';
import { getSetting } from '../settings';
import { periodRange } from './period';

export { deviceOf, recordDevice } from './devices';

/** An instant at the start of a day in Nepal (UTC+05:45). */
const startOfDay = (date: string) => new Date(`${date}T00:00:00+05:45`);

/** Rounds to whole rupees; percentages to one decimal. */
const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * The figures of 002 §3 "Analytics data" for a period, each from the live tables
 * (definitions in ADR 0024): a handful of grouped queries, run side by side.
 */
export async function analyticsOf(db: Db, period: AnalyticsPeriod, now: Date): Promise<Analytics> {
  const range = periodRange(period, now);
  const today = nepalToday(now);
  const since = startOfDay(range.from);
  const until = startOfDay(addDays(range.to, 1));
  const month = range.bucket === 'month';
  // A timestamp's day in Nepal, and the bucket it falls in.
  const local = (column: string) =>
    sql`((${sql.ref(column)} at time zone 'UTC') + interval '345 minutes')`;
  const bucketOfTime = (column: string) =>
    month
      ? sql<string>`to_char(${local(column)}, 'YYYY-MM') || '-01'`
      : sql<string>`to_char(${local(column)}, 'YYYY-MM-DD')`;
  const bucketOfDate = month
    ? sql<string>`to_char(a.date, 'YYYY-MM') || '-01'`
    : sql<string>`to_char(a.date, 'YYYY-MM-DD')`;
  // Appointments dated from the period's first day on, upcoming ones included: they are
  // the pending ones (ADR 0024).
  const inPeriod = sql`a.date >= ${range.from}::date`;

  const [totals, growth, byStatus, doctors, hospitals, labs, regions, signIns, plans] =
    await Promise.all([
      sql<{
        users: string;
        doctors: string;
        hospitals: string;
        labs: string;
        pharmacies: string;
        ambulances: string;
        pending: string;
      }>`select
        (select count(*) from users) as users,
        (select count(*) from doctors) as doctors,
        (select count(*) from providers where type = 'hospital') as hospitals,
        (select count(*) from providers where type = 'lab') as labs,
        (select count(*) from providers where type = 'pharmacy') as pharmacies,
        (select count(*) from providers where type = 'ambulance') as ambulances,
        (select count(*) from verification_applications where status = 'pending') as pending`.execute(
        db,
      ),
      sql<{ bucket: string; kind: string; n: string }>`
        select ${bucketOfTime('created_at')} as bucket, 'users' as kind, count(*) as n
          from users where created_at >= ${since} and created_at < ${until} group by 1
        union all
        select ${bucketOfTime('created_at')}, 'doctors', count(*)
          from doctors where created_at >= ${since} and created_at < ${until} group by 1
        union all
        select ${bucketOfTime('created_at')}, 'hospitals', count(*)
          from providers where type = 'hospital' and created_at >= ${since} and created_at < ${until}
          group by 1`.execute(db),
      sql<{ bucket: string; state: string; n: string; fees: string }>`
        select ${bucketOfDate} as bucket,
          case
            when a.status in ('completed', 'cancelled') then a.status
            when a.status = 'in-progress' or a.date >= ${today}::date then 'pending'
            when a.status = 'confirmed' then 'noShow'
            else 'expired'
          end as state,
          count(*) as n,
          coalesce(sum(a.consultation_fee) filter (where a.status = 'completed'), 0) as fees
        from appointments a where ${inPeriod} group by 1, 2`.execute(db),
      sql<{
        id: string;
        name: string;
        specialization: string;
        rating: number;
        n: string;
        fees: string;
      }>`
        select d.id, d.full_name as name, d.specialization, d.rating_avg as rating,
          count(*) as n,
          coalesce(sum(a.consultation_fee) filter (where a.status = 'completed'), 0) as fees
        from appointments a join doctors d on d.id = a.doctor_id
        where ${inPeriod} and a.status <> 'cancelled'
        group by d.id order by n desc, fees desc, d.full_name limit ${TOP_LIMIT}`.execute(db),
      sql<{ id: string; name: string; city: string; n: string; fees: string }>`
        select p.id, p.name, p.city, count(*) as n,
          coalesce(sum(a.consultation_fee) filter (where a.status = 'completed'), 0) as fees
        from appointments a join providers p on p.id = a.hospital_id
        where ${inPeriod} and a.status <> 'cancelled'
        group by p.id order by n desc, fees desc, p.name limit ${TOP_LIMIT}`.execute(db),
      db
        .selectFrom('providers')
        .select(['id', 'name', 'city', 'rating'])
        .where('type', '=', 'lab')
        .orderBy(sql`rating desc nulls last`)
        .orderBy('name')
        .limit(TOP_LIMIT)
        .execute(),
      // A patient counts once, in the city of the hospital of their latest booking.
      sql<{ city: string; n: string }>`
        select city, count(*) as n from (
          select distinct on (a.patient_id) a.patient_id, p.city
          from appointments a join providers p on p.id = a.hospital_id
          where ${inPeriod}
          order by a.patient_id, a.date desc, a.start_time desc
        ) latest group by city order by n desc, city`.execute(db),
      sql<{ device: string | null; n: string }>`
        select device, count(*) as n from sessions
        where created_at >= ${since} and created_at < ${until} group by device`.execute(db),
      getSetting(db, 'subscription'),
    ]);

  const t = totals.rows[0]!;
  const growthOf = (start: string, kind: string) =>
    Number(growth.rows.find((r) => r.bucket === start && r.kind === kind)?.n ?? 0);
  const stateCount = (state: string) =>
    byStatus.rows.filter((r) => r.state === state).reduce((sum, r) => sum + Number(r.n), 0);
  const feesIn = (start: string) =>
    byStatus.rows.filter((r) => r.bucket === start).reduce((sum, r) => sum + Number(r.fees), 0);
  const revenue = range.starts.map((start) => ({
    start,
    consultations: feesIn(start),
    subscriptions: 0,
  }));

  const patients = regions.rows.reduce((sum, r) => sum + Number(r.n), 0);
  const named = regions.rows.slice(0, REGION_LIMIT);
  const others = regions.rows.slice(REGION_LIMIT).reduce((sum, r) => sum + Number(r.n), 0);
  const cities = named.map((r) => ({
    city: r.city,
    users: Number(r.n),
    percentage: share(Number(r.n), patients),
  }));
  if (others > 0)
    cities.push({ city: 'other', users: others, percentage: share(others, patients) });

  const signInsOf = (device: string) =>
    Number(signIns.rows.find((r) => r.device === device)?.n ?? 0);
  const classed = devices.reduce((sum, d) => sum + signInsOf(d), 0);
  const allSignIns = signIns.rows.reduce((sum, r) => sum + Number(r.n), 0);

  return {
    period,
    bucket: range.bucket,
    from: range.from,
    to: range.to,
    generatedAt: now.toISOString(),
    overview: {
      users: Number(t.users),
      doctors: Number(t.doctors),
      hospitals: Number(t.hospitals),
      labs: Number(t.labs),
      pharmacies: Number(t.pharmacies),
      ambulances: Number(t.ambulances),
      appointments: byStatus.rows.reduce((sum, r) => sum + Number(r.n), 0),
      revenue: revenue.reduce((sum, r) => sum + r.consultations, 0),
      activeSubscriptions: 0,
      pendingVerifications: Number(t.pending),
    },
    growth: range.starts.map((start) => ({
      start,
      users: growthOf(start, 'users'),
      doctors: growthOf(start, 'doctors'),
      hospitals: growthOf(start, 'hospitals'),
    })),
    revenue,
    appointments: {
      completed: stateCount('completed'),
      cancelled: stateCount('cancelled'),
      pending: stateCount('pending'),
      noShow: stateCount('noShow'),
    },
    top: {
      doctors: doctors.rows.map((r) => ({
        id: r.id,
        name: r.name,
        specialization: r.specialization,
        appointments: Number(r.n),
        revenue: Number(r.fees),
        rating: Number(r.rating),
      })),
      hospitals: hospitals.rows.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        appointments: Number(r.n),
        revenue: Number(r.fees),
      })),
      labs: labs.map((l) => ({
        id: l.id,
        name: l.name,
        city: l.city,
        rating: l.rating === null ? null : Number(l.rating),
      })),
    },
    regions: cities,
    devices: devices.map((device) => ({
      device,
      signIns: signInsOf(device),
      percentage: share(signInsOf(device), classed),
    })),
    devicesUnknown: allSignIns - classed,
    // No subscription is sold yet (ADR 0024): every plan of the settings, none taken.
    subscriptions: plans.plans.map((plan) => ({
      plan: plan.name,
      price: plan.price,
      count: 0,
      revenue: 0,
      percentage: 0,
    })),
  };
}
