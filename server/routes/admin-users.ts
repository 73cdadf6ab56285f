import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { changeUser, listUsers } from '../domain/admin-users';
import { route } from '../http/route';

type Deps = { db: Db };

/** Users management (issue 14, ADR 0025): list, edit, and change an account's status. */
export function adminUserRoutes(app: FastifyInstance, { db }: Deps) {
  const deps = () => ({ db, sessions: app.sessions });
  route(app, 'adminUsers', ({ query }) => listUsers(db, query));
  route(app, 'updateAdminUser', ({ caller, params, body, request }) =>
    changeUser(deps(), caller, params.id, body, request.ip),
  );
  route(app, 'setUserStatus', ({ caller, params, body, request }) =>
    changeUser(deps(), caller, params.id, { status: body.status }, request.ip),
  );
}
