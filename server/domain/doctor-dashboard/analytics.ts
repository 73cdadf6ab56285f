import { sql } from 'kysely';
import {
  changePercent,
  type DoctorAnalytics,
  type MonthFigures,
  type RatingSummary,
} from '@contract/doctor-dashboard';
import type { Db } from '../../db/database';
import type { SignedIn } from '../../http/route';
import { nepalToday } from '../appointments';
import { doctorRatingDistribution } from '../doctor-ratings';
import { postAnalytics } from '../feed/analytics';
import { doctorIdOf } from '../patients/list';
import { monthStarts, nextMonth } from './months';
import { oneDecimal } from './overview';

type MonthCount = { month: string; n: number };

const noRating: RatingSummary = {
  average: 0,
  count: 0,
  distribution: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: 0 })),
};

/** Appointments dated in each month (cancelled excluded), prescriptions written in it. */
async function perMonth(db: Db, doctorId: string, first: string, end: string) {
  const [appointments, prescriptions] = await Promise.all([
    sql<MonthCount>`select to_char(date_trunc('month', date), 'YYYY-MM-DD') as month,
        count(*)::int as n
      from appointments
      where doctor_id = ${doctorId} and status <> 'cancelled'
        and date >= ${first}::date and date < ${end}::date
      group by 1`.execute(db),
    sql<MonthCount>`select
        to_char(date_trunc('month', created_at at time zone 'Asia/Kathmandu'), 'YYYY-MM-DD') as month,
        count(*)::int as n
      from prescriptions
      where doctor_id = ${doctorId}
        and created_at >= ${first}::timestamp at time zone 'Asia/Kathmandu'
        and created_at < ${end}::timestamp at time zone 'Asia/Kathmandu'
      group by 1`.execute(db),
  ]);
  return { appointments: appointments.rows, prescriptions: prescriptions.rows };
}

const countIn = (rows: MonthCount[], month: string) => rows.find((r) => r.month === month)?.n ?? 0;

/**
 * GET /doctor/analytics (ADR 0033): six calendar months in Nepal time, this month against
 * last, the rating and its spread (doctor_ratings, 0029), the posts' engagement (001 §9,
 * the feed's own figures with reach from post views).
 */
export async function doctorAnalytics(
  db: Db,
  caller: SignedIn,
  now: Date,
): Promise<DoctorAnalytics> {
  const months = monthStarts(nepalToday(now));
  const first = months[0]!;
  const current = months[months.length - 1]!;
  const doctorId = await doctorIdOf(db, caller.userId);
  const [counts, rating, posts] = await Promise.all([
    doctorId
      ? perMonth(db, doctorId, first, nextMonth(current))
      : { appointments: [], prescriptions: [] },
    doctorId ? doctorRatingDistribution(db, doctorId) : null,
    postAnalytics(db, caller, now),
  ]);
  const figures: MonthFigures[] = months.map((month) => ({
    month,
    appointments: countIn(counts.appointments, month),
    prescriptions: countIn(counts.prescriptions, month),
  }));
  const [last, latest] = figures.slice(-2) as [MonthFigures, MonthFigures];
  const compare = (key: 'appointments' | 'prescriptions') => ({
    thisMonth: latest[key],
    lastMonth: last[key],
    changePercent: changePercent(latest[key], last[key]),
  });
  return {
    months: figures,
    appointments: compare('appointments'),
    prescriptions: compare('prescriptions'),
    rating: rating
      ? {
          average: rating.average === null ? 0 : oneDecimal(rating.average),
          count: rating.count,
          distribution: rating.distribution,
        }
      : noRating,
    posts,
  };
}
