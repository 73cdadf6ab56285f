import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { audit } from '../domain/audit';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { route } from '../http/route';

type Deps = { db: Db; maintenance: MaintenanceSwitch };

/** Admin settings that the app shell depends on; the admin issue adds the rest. */
export function adminRoutes(app: FastifyInstance, { db, maintenance }: Deps) {
  route(app, 'setMaintenance', async ({ body, caller, request }) => {
    await maintenance.set(body.enabled);
    await audit(db, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'settings',
      subjectId: 'general.maintenanceMode',
      ip: request.ip,
      details: { maintenanceMode: body.enabled },
    });
    return { maintenanceMode: body.enabled };
  });
}
