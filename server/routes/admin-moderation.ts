import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { listReports, moderate } from '../domain/moderation';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/** The moderation queue (issue 14): reported posts, and Hide, Restore or Dismiss. */
export function adminModerationRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  route(app, 'adminReports', ({ query }) => listReports(db, query, clock()));
  route(app, 'moderatePost', ({ caller, params, body, request }) =>
    moderate({ db, realtime, now: clock() }, caller, params.postId, body, request.ip),
  );
}
