import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Ratings of providers (issue 14; 002 §2 ratings shown in the directory, §3 rating, §5,
 * §6, §7): a signed-in verified patient gives a verified, active hospital, lab, pharmacy
 * or ambulance service one to five stars, if they like its kind's criteria of §3, and a
 * comment. One rating per patient and provider; rating again replaces it. The directory's
 * answers carry the average and the count.
 */

export const RATING_COMMENT_MAX = 500;

/** The kinds of provider a patient can rate (every kind the directory lists). */
export const providerRatingKinds = ['hospital', 'lab', 'pharmacy', 'ambulance'] as const;
export type ProviderRatingKind = (typeof providerRatingKinds)[number];

/**
 * The providers' criteria named in 002 §3 (the first five there are the doctor's). §3 names
 * them without saying whose each is; the split below follows what each kind does, and
 * `vehicleCondition` and `responseTime` are the ambulance's.
 */
export const providerRatingCriteria = [
  'facilities',
  'accuracy',
  'serviceSpeed',
  'medicineAvailability',
  'medicineQuality',
  'pricing',
  'responseTime',
  'medicalEquipment',
  'staffProfessionalism',
  'vehicleCondition',
] as const;
export type ProviderRatingCriterion = (typeof providerRatingCriteria)[number];

/** Which criteria each kind is rated on; another kind's criterion is refused (400). */
export const criteriaByKind = {
  hospital: ['facilities', 'medicalEquipment', 'staffProfessionalism', 'pricing'],
  lab: ['accuracy', 'serviceSpeed', 'facilities', 'pricing'],
  pharmacy: ['medicineAvailability', 'medicineQuality', 'serviceSpeed', 'pricing'],
  ambulance: ['responseTime', 'vehicleCondition', 'medicalEquipment', 'staffProfessionalism'],
} as const satisfies Record<ProviderRatingKind, readonly ProviderRatingCriterion[]>;

const stars = z
  .number({ error: 'RATING_STARS_INVALID' })
  .int('RATING_STARS_INVALID')
  .min(1, 'RATING_STARS_INVALID')
  .max(5, 'RATING_STARS_INVALID');

/** Each criterion 1 to 5, each optional; a name that is no provider criterion is refused. */
export const providerRatingCriteriaScores = z.strictObject(
  Object.fromEntries(providerRatingCriteria.map((c) => [c, stars.optional()])) as Record<
    ProviderRatingCriterion,
    z.ZodOptional<typeof stars>
  >,
  { error: 'RATING_CRITERION_INVALID' },
);
export type ProviderRatingCriteriaScores = z.infer<typeof providerRatingCriteriaScores>;

/** PUT /providers/:id/rating: the stars (whole, 1 to 5), criteria and an optional comment. */
export const rateProviderRequest = z.object({
  stars,
  criteria: providerRatingCriteriaScores.default({}),
  comment: z.string().trim().max(RATING_COMMENT_MAX, 'TOO_LONG').default(''),
});
export type RateProviderRequest = z.input<typeof rateProviderRequest>;

/** The caller's own rating of one provider. */
export const providerRating = z.object({
  providerId: z.string(),
  stars: z.number().int().min(1).max(5),
  criteria: z.partialRecord(z.enum(providerRatingCriteria), z.number().int().min(1).max(5)),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProviderRating = z.infer<typeof providerRating>;

/** The provider's average (null with no rating yet) and how many rated it. */
export const ratingSummary = z.object({
  average: z.number().min(0).max(5).nullable(),
  count: z.number().int().min(0),
});

export const rateProviderResponse = successEnvelope(
  ratingSummary.extend({ rating: providerRating, updated: z.boolean() }),
);
/** Also the provider's kind, which says which criteria the form offers. */
export const myProviderRatingResponse = successEnvelope(
  ratingSummary.extend({
    kind: z.enum(providerRatingKinds),
    rating: providerRating.nullable(),
  }),
);
