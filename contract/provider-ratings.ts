import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Ratings of providers (issue 14; 002 §2 ratings shown in the directory, §3 rating, §5,
 * §7): a signed-in verified patient gives a verified, active hospital, lab or pharmacy one
 * to five stars and, if they like, a comment. One rating per patient and provider; rating
 * again replaces it. The directory's answers carry the average and the count.
 */

export const RATING_COMMENT_MAX = 500;

/** PUT /providers/:id/rating: the stars (whole, 1 to 5) and an optional comment. */
export const rateProviderRequest = z.object({
  stars: z
    .number({ error: 'RATING_STARS_INVALID' })
    .int('RATING_STARS_INVALID')
    .min(1, 'RATING_STARS_INVALID')
    .max(5, 'RATING_STARS_INVALID'),
  comment: z.string().trim().max(RATING_COMMENT_MAX, 'TOO_LONG').default(''),
});
export type RateProviderRequest = z.input<typeof rateProviderRequest>;

/** The caller's own rating of one provider. */
export const providerRating = z.object({
  providerId: z.string(),
  stars: z.number().int().min(1).max(5),
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
export const myProviderRatingResponse = successEnvelope(
  ratingSummary.extend({ rating: providerRating.nullable() }),
);
