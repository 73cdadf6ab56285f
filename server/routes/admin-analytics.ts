import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { analyticsOf } from '../domain/analytics';
import { route } from '../http/route';

/** The admin's analytics (issue 14, ADR 0024): a period's figures from the data. */
export function adminAnalyticsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: () => Date },
) {
  route(app, 'adminAnalytics', ({ query }) => analyticsOf(db, query.period, clock()));
}
