import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * Ratings of doctors by their patients (issue 17; 002 §2 doctor rating and visited doctors,
 * §3 rating, §5, §7 can-rate and add rating, §8; ADR 0037): a verified patient rates a
 * verified doctor once per completed appointment, one to five stars overall, the doctor's
 * criteria of §3 if they like, and a comment. The doctor's average and count change in the
 * same transaction, so the public profile and search show it at once.
 */

export const DOCTOR_RATING_COMMENT_MAX = 1000;

/** The doctor's criteria named in 002 §3 (the others there belong to providers). */
export const doctorRatingCriteria = [
  'communication',
  'timeliness',
  'documentation',
  'availability',
  'treatmentResponse',
] as const;
export type DoctorRatingCriterion = (typeof doctorRatingCriteria)[number];

const stars = z
  .number({ error: 'RATING_STARS_INVALID' })
  .int('RATING_STARS_INVALID')
  .min(1, 'RATING_STARS_INVALID')
  .max(5, 'RATING_STARS_INVALID');

/** Each criterion 1 to 5, each optional (a patient may rate only the overall). */
export const doctorRatingCriteriaScores = z.object(
  Object.fromEntries(doctorRatingCriteria.map((c) => [c, stars.optional()])) as Record<
    DoctorRatingCriterion,
    z.ZodOptional<typeof stars>
  >,
);
export type DoctorRatingCriteriaScores = z.infer<typeof doctorRatingCriteriaScores>;

/** POST /doctors/:id/ratings: which completed appointment, the stars, criteria, comment. */
export const rateDoctorRequest = z.object({
  appointmentId: z.uuid('APPOINTMENT_NOT_FOUND'),
  stars,
  criteria: doctorRatingCriteriaScores.default({}),
  comment: z.string().trim().max(DOCTOR_RATING_COMMENT_MAX, 'TOO_LONG').default(''),
});
export type RateDoctorRequest = z.input<typeof rateDoctorRequest>;

/** One rating as its author sees it. */
export const doctorRating = z.object({
  id: z.string(),
  doctorId: z.string(),
  appointmentId: z.string(),
  stars: z.number().int().min(1).max(5),
  criteria: doctorRatingCriteriaScores,
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type DoctorRating = z.infer<typeof doctorRating>;

/** The doctor's average (null with no rating yet) and how many ratings it is made of. */
export const doctorRatingSummary = z.object({
  average: z.number().min(0).max(5).nullable(),
  count: z.number().int().min(0),
});
export type DoctorRatingSummary = z.infer<typeof doctorRatingSummary>;

/** How many ratings gave 1, 2, 3, 4 and 5 stars (always five rows, 1 first). */
export const doctorRatingDistribution = doctorRatingSummary.extend({
  distribution: z
    .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().min(0) }))
    .length(5),
});
export type DoctorRatingDistribution = z.infer<typeof doctorRatingDistribution>;

export const rateDoctorResponse = successEnvelope(
  doctorRatingSummary.extend({ rating: doctorRating }),
);

/**
 * Why a patient may or may not rate a doctor now (002 §7 can-rate). `reason` says which
 * sentence the screen shows; `message` is the catalogue's English text of it.
 */
export const canRateReasons = [
  'ok',
  'not-visited',
  'already-rated',
  'doctor-not-verified',
  'patient-not-verified',
] as const;
export type CanRateReason = (typeof canRateReasons)[number];

export const canRateDoctor = z.object({
  canRate: z.boolean(),
  hasVisited: z.boolean(),
  hasRated: z.boolean(),
  reason: z.enum(canRateReasons),
  message: z.string(),
  /** The completed appointment a new rating would be for (the latest not yet rated). */
  appointmentId: z.string().nullable(),
});
export type CanRateDoctor = z.infer<typeof canRateDoctor>;
export const canRateDoctorResponse = successEnvelope(canRateDoctor);

/** A doctor the patient has seen (a completed appointment), for the visited doctors list. */
export const visitedDoctor = z.object({
  doctorId: z.string(),
  name: z.string(),
  specialization: z.string(),
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  visits: z.number().int().min(1),
  lastVisit: isoDate,
  hospitalName: z.string(),
  summary: doctorRatingSummary,
  /** The latest completed appointment not yet rated, or null when every visit is rated. */
  rateableAppointmentId: z.string().nullable(),
  /** The patient's latest rating of this doctor, if any. */
  myLatestRating: doctorRating.nullable(),
});
export type VisitedDoctor = z.infer<typeof visitedDoctor>;
export const visitedDoctorsResponse = successEnvelope(
  z.object({ doctors: z.array(visitedDoctor) }),
);
