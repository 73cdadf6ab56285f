import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { dashboardStats } from '../domain/admin-dashboard';
import { route } from '../http/route';

/** The admin's dashboard (issue 14): totals and pending applications by kind. */
export function adminDashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'adminDashboard', () => dashboardStats(db));
}
