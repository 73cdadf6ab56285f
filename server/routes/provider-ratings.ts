import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { myRating, rateProvider } from '../domain/provider-ratings';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** Ratings of providers (issue 14; 002 §2, §3): a patient's own rating, and rating. */
export function providerRatingRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'myProviderRating', ({ caller, params }) => myRating(db, caller.userId, params.id));
  route(app, 'rateProvider', ({ caller, params, body }) =>
    rateProvider(db, caller.userId, params.id, body, clock()),
  );
}
