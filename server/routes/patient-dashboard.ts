import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { patientDashboard } from '../domain/patient-dashboard';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** The patient's dashboard (issue 17; 002 §2): the sidebar's figures and recent activity. */
export function patientDashboardRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'patientDashboard', ({ caller }) => patientDashboard(db, caller.userId, clock()));
}
