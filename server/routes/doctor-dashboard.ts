import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { doctorAnalytics, doctorDashboard } from '../domain/doctor-dashboard';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The doctor's dashboard (issue 16, ADR 0033): the Overview and the Analytics tab. */
export function doctorDashboardRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'doctorDashboard', ({ caller }) => doctorDashboard(db, caller, clock()));
  route(app, 'doctorAnalytics', ({ caller }) => doctorAnalytics(db, caller, clock()));
}
