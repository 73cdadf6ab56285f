import { sql } from 'kysely';
import type { DoctorRatingDistribution } from '@contract/doctor-ratings';
import type { Db } from '../../db/database';

/**
 * How a doctor's ratings spread over 1 to 5 stars (the doctor's analytics show it), with
 * the average and count the public profile shows (`doctors.rating_avg`, `rating_count`).
 * The rows counted are the patients' ratings (0029); a doctor whose figures were seeded
 * without rows shows an empty spread beside them (ADR 0037).
 */
export async function doctorRatingDistribution(
  db: Db,
  doctorId: string,
): Promise<DoctorRatingDistribution> {
  const [doctor, rows] = await Promise.all([
    db
      .selectFrom('doctors')
      .select(['rating_avg', 'rating_count'])
      .where('id', '=', doctorId)
      .executeTakeFirst(),
    db
      .selectFrom('doctor_ratings')
      .select(['stars', sql<string>`count(*)`.as('count')])
      .where('doctor_id', '=', doctorId)
      .groupBy('stars')
      .execute(),
  ]);
  const count = Number(doctor?.rating_count ?? 0);
  return {
    average: count > 0 ? Number(doctor!.rating_avg) : null,
    count,
    distribution: [1, 2, 3, 4, 5].map((s) => ({
      stars: s,
      count: Number(rows.find((r) => Number(r.stars) === s)?.count ?? 0),
    })),
  };
}
