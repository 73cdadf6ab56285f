import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { careCounts } from '../domain/care-counts';
import { route } from '../http/route';

type Deps = { db: Db };

/** The doctor's care badges (issue 18, ADR 0044): GET /care/counts. */
export function careCountRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, 'careCounts', ({ caller }) => careCounts(db, caller));
}
