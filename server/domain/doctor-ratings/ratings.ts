import { sql } from 'kysely';
import type {
  CanRateReason,
  DoctorRating,
  DoctorRatingCriteriaScores,
  RateDoctorRequest,
  VisitedDoctor,
} from '@contract/doctor-ratings';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * Ratings of doctors (issue 17, ADR 0037): a verified patient rates a verified doctor once
 * per completed appointment with them. The doctor's `rating_avg` and `rating_count` move
 * in the same transaction as the new row (the doctor's row locked), so the public profile
 * and search show the new average at once.
 */

type RatingRow = {
  id: string;
  doctor_id: string;
  appointment_id: string;
  stars: number;
  criteria: Partial<Record<string, number>>;
  comment: string;
  created_at: Date;
};

const toRating = (r: RatingRow): DoctorRating => ({
  id: r.id,
  doctorId: r.doctor_id,
  appointmentId: r.appointment_id,
  stars: Number(r.stars),
  criteria: r.criteria as DoctorRatingCriteriaScores,
  comment: r.comment,
  createdAt: r.created_at.toISOString(),
});

const RATING_COLUMNS = [
  'id',
  'doctor_id',
  'appointment_id',
  'stars',
  'criteria',
  'comment',
  'created_at',
] as const;

async function findDoctor(db: Db, id: string) {
  const doctor = isUuid(id)
    ? await db
        .selectFrom('doctors')
        .select(['id', 'nmc_verified', 'verification_status', 'rating_avg', 'rating_count'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!doctor) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  return doctor;
}

const isVerified = (d: { nmc_verified: boolean; verification_status: string }) =>
  d.nmc_verified && d.verification_status === 'verified';

async function patientVerified(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['verified', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.verified && user.status === 'active';
}

/** The patient's completed visits to a doctor, newest first, with whether each is rated. */
async function visitsOf(db: Db, patientId: string, doctorId: string) {
  return db
    .selectFrom('appointments as a')
    .leftJoin('doctor_ratings as r', 'r.appointment_id', 'a.id')
    .select(['a.id', 'r.id as rating_id'])
    .where('a.patient_id', '=', patientId)
    .where('a.doctor_id', '=', doctorId)
    .where('a.status', '=', 'completed')
    .orderBy('a.date', 'desc')
    .orderBy('a.start_time', 'desc')
    .execute();
}

/** 002 §7 can-rate: may the patient rate this doctor now, and which visit it would be for. */
export async function canRateDoctor(db: Db, patientId: string, doctorId: string) {
  const doctor = await findDoctor(db, doctorId);
  const visits = await visitsOf(db, patientId, doctor.id);
  const rateable = visits.find((v) => v.rating_id === null);
  const hasVisited = visits.length > 0;
  const hasRated = visits.some((v) => v.rating_id !== null);
  const reason: CanRateReason = !(await patientVerified(db, patientId))
    ? 'patient-not-verified'
    : !isVerified(doctor)
      ? 'doctor-not-verified'
      : !hasVisited
        ? 'not-visited'
        : !rateable
          ? 'already-rated'
          : 'ok';
  return {
    canRate: reason === 'ok',
    hasVisited,
    hasRated,
    reason,
    appointmentId: reason === 'ok' ? rateable!.id : null,
  };
}

/** The catalogue code whose text explains a can-rate reason. */
export const reasonCodes = {
  ok: 'RATING_ALLOWED',
  'not-visited': 'RATING_NOT_VISITED',
  'already-rated': 'DOCTOR_ALREADY_RATED',
  'doctor-not-verified': 'DOCTOR_NOT_RATEABLE',
  'patient-not-verified': 'RATING_PATIENT_NOT_VERIFIED',
} as const satisfies Record<CanRateReason, string>;

/**
 * Rates one completed appointment. Refused: an unverified patient (403), no completed visit
 * of this patient with this doctor (403, 002 §8), an unverified doctor (409), a visit
 * already rated (409; the unique appointment id holds it under a race too).
 */
export async function rateDoctor(
  db: Db,
  patientId: string,
  doctorId: string,
  body: Required<RateDoctorRequest>,
  now: Date,
) {
  const doctor = await findDoctor(db, doctorId);
  if (!(await patientVerified(db, patientId)))
    throw new AppError(403, 'RATING_PATIENT_NOT_VERIFIED');
  const visit = await db
    .selectFrom('appointments')
    .select(['id', 'status'])
    .where('id', '=', body.appointmentId)
    .where('patient_id', '=', patientId)
    .where('doctor_id', '=', doctor.id)
    .executeTakeFirst();
  if (!visit || visit.status !== 'completed') throw new AppError(403, 'RATING_NOT_VISITED');
  if (!isVerified(doctor)) throw new AppError(409, 'DOCTOR_NOT_RATEABLE');

  return db.transaction().execute(async (trx) => {
    // The doctor's row is locked first so two ratings at once each count.
    await trx.selectFrom('doctors').select('id').where('id', '=', doctor.id).forUpdate().execute();
    const row = await trx
      .insertInto('doctor_ratings')
      .values({
        appointment_id: visit.id,
        doctor_id: doctor.id,
        patient_id: patientId,
        stars: body.stars,
        criteria: JSON.stringify(body.criteria),
        comment: body.comment,
        created_at: now,
      })
      .onConflict((oc) => oc.column('appointment_id').doNothing())
      .returning(RATING_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError(409, 'DOCTOR_ALREADY_RATED');
    // Incremental, so figures carried from before (the seeded directory) stay counted.
    const updated = await trx
      .updateTable('doctors')
      .set({
        rating_avg: sql<number>`round(((rating_avg * rating_count + ${body.stars}) / (rating_count + 1))::numeric, 2)::float8`,
        rating_count: sql<number>`rating_count + 1`,
      })
      .where('id', '=', doctor.id)
      .returning(['rating_avg', 'rating_count'])
      .executeTakeFirstOrThrow();
    return {
      rating: toRating(row),
      average: Number(updated.rating_avg),
      count: Number(updated.rating_count),
    };
  });
}

/** The doctors the patient has seen (a completed appointment), the latest visit first. */
export async function visitedDoctors(db: Db, patientId: string): Promise<VisitedDoctor[]> {
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .leftJoin('providers as h', 'h.id', 'a.hospital_id')
    .leftJoin('doctor_ratings as r', 'r.appointment_id', 'a.id')
    .select([
      'a.id as appointment_id',
      sql<string>`a.date::text`.as('date'),
      'd.id as doctor_id',
      'd.full_name',
      'd.specialization',
      'd.photo_url',
      'd.nmc_verified',
      'd.verification_status',
      'd.rating_avg',
      'd.rating_count',
      'h.name as hospital_name',
      'r.id as rating_id',
    ])
    .where('a.patient_id', '=', patientId)
    .where('a.status', '=', 'completed')
    .orderBy('a.date', 'desc')
    .orderBy('a.start_time', 'desc')
    .execute();
  const ratingIds = rows.flatMap((r) => (r.rating_id ? [r.rating_id] : []));
  const ratings = ratingIds.length
    ? await db
        .selectFrom('doctor_ratings')
        .select(RATING_COLUMNS)
        .where('id', 'in', ratingIds)
        .execute()
    : [];
  const byDoctor = new Map<string, VisitedDoctor>();
  for (const r of rows) {
    let entry = byDoctor.get(r.doctor_id);
    if (!entry) {
      const count = Number(r.rating_count);
      entry = {
        doctorId: r.doctor_id,
        name: r.full_name,
        specialization: r.specialization,
        photoUrl: r.photo_url,
        verified: isVerified(r),
        visits: 0,
        lastVisit: r.date,
        hospitalName: r.hospital_name ?? '',
        summary: { average: count > 0 ? Number(r.rating_avg) : null, count },
        rateableAppointmentId: null,
        myLatestRating: null,
      };
      byDoctor.set(r.doctor_id, entry);
    }
    entry.visits += 1;
    if (!r.rating_id && !entry.rateableAppointmentId && entry.verified)
      entry.rateableAppointmentId = r.appointment_id;
    const mine = ratings.find((x) => x.id === r.rating_id);
    if (
      mine &&
      (!entry.myLatestRating || entry.myLatestRating.createdAt < mine.created_at.toISOString())
    )
      entry.myLatestRating = toRating(mine);
  }
  return [...byDoctor.values()];
}
