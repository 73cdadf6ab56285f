import { sql } from 'kysely';
import {
  criteriaByKind,
  providerRatingKinds,
  type ProviderRating,
  type ProviderRatingCriteriaScores,
  type ProviderRatingKind,
  type RateProviderRequest,
} from '@contract/provider-ratings';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * Ratings of providers (issue 14; 002 §2, §3, §6): a verified patient rates a verified,
 * active hospital, lab, pharmacy or ambulance service once (rating again replaces it), on
 * its kind's criteria if they like; the provider's `rating` (the average) and
 * `rating_count` are rewritten in the same transaction.
 */

type Summary = { average: number | null; count: number };
type RatingRow = {
  provider_id: string;
  stars: number;
  criteria: Partial<Record<string, number>>;
  comment: string;
  created_at: Date;
  updated_at: Date;
};

const isRateable = (type: string): type is ProviderRatingKind =>
  (providerRatingKinds as readonly string[]).includes(type);

const columns = [
  'provider_id',
  'stars',
  'criteria',
  'comment',
  'created_at',
  'updated_at',
] as const;

const toRating = (r: RatingRow): ProviderRating => ({
  providerId: r.provider_id,
  stars: Number(r.stars),
  criteria: r.criteria as ProviderRatingCriteriaScores,
  comment: r.comment,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** A hospital, lab, pharmacy or ambulance; another id → 404. */
async function findProvider(db: Db, id: string) {
  const provider = isUuid(id)
    ? await db
        .selectFrom('providers')
        .select(['id', 'type', 'status', 'verification_status', 'rating', 'rating_count'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!provider || !isRateable(provider.type)) throw new AppError(404, 'PROVIDER_NOT_FOUND');
  return { ...provider, kind: provider.type };
}

const summaryOf = (p: { rating: number | null; rating_count: number }): Summary => ({
  average: p.rating === null ? null : Number(p.rating),
  count: Number(p.rating_count),
});

/** The caller's own rating of a provider, if any, and the provider's average and count. */
export async function myRating(db: Db, userId: string, providerId: string) {
  const provider = await findProvider(db, providerId);
  const row = await db
    .selectFrom('provider_ratings')
    .select(columns)
    .where('provider_id', '=', provider.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { ...summaryOf(provider), kind: provider.kind, rating: row ? toRating(row) : null };
}

/** Rates (or re-rates) a provider; refuses unverified patients and unlisted providers. */
export async function rateProvider(
  db: Db,
  userId: string,
  providerId: string,
  body: Required<RateProviderRequest>,
  now: Date,
) {
  const provider = await findProvider(db, providerId);
  // The contract knows every criterion's name; only here is the provider's kind known.
  const allowed: readonly string[] = criteriaByKind[provider.kind];
  const foreign = Object.keys(body.criteria).find((name) => !allowed.includes(name));
  if (foreign) throw new AppError(400, 'RATING_CRITERION_INVALID', `criteria.${foreign}`);
  const criteria = JSON.stringify(body.criteria);
  const user = await db
    .selectFrom('users')
    .select(['verified', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.verified || user.status !== 'active') throw new AppError(403, 'RATING_NOT_VERIFIED');
  if (provider.status !== 'active' || provider.verification_status !== 'verified')
    throw new AppError(409, 'PROVIDER_NOT_RATEABLE');

  return db.transaction().execute(async (trx) => {
    const existed = await trx
      .selectFrom('provider_ratings')
      .select('user_id')
      .where('provider_id', '=', provider.id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto('provider_ratings')
      .values({
        provider_id: provider.id,
        user_id: userId,
        stars: body.stars,
        criteria,
        comment: body.comment,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['provider_id', 'user_id'])
          .doUpdateSet({ stars: body.stars, criteria, comment: body.comment, updated_at: now }),
      )
      .returning(columns)
      .executeTakeFirstOrThrow();
    // The average to one decimal, as the directory shows it; the count beside it.
    const totals = await sql<{ average: string; count: string }>`
      update providers p set
        rating = t.average,
        rating_count = t.count
      from (select round(avg(stars)::numeric, 1) as average, count(*) as count
            from provider_ratings where provider_id = ${provider.id}) t
      where p.id = ${provider.id}
      returning t.average, t.count`.execute(trx);
    const total = totals.rows[0]!;
    return {
      rating: toRating(row),
      updated: existed !== undefined,
      average: Number(total.average),
      count: Number(total.count),
    };
  });
}
