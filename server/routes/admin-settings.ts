import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { defaultGroups, readSystemSettings, saveSystemSettings } from '../domain/admin-settings';
import type { MaintenanceSwitch } from '../domain/maintenance';
import { route } from '../http/route';

type Deps = { db: Db; maintenance: MaintenanceSwitch };

/** System settings (issue 14): read all, save the changed groups, restore the defaults. */
export function adminSettingsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, 'systemSettings', async () => ({ settings: await readSystemSettings(deps.db) }));

  route(app, 'updateSystemSettings', async ({ body, caller, request }) => ({
    settings: await saveSystemSettings(
      deps,
      body,
      { id: caller.userId, role: caller.role },
      request.ip,
    ),
  }));

  route(app, 'restoreDefaultSettings', async ({ caller, request }) => ({
    settings: await saveSystemSettings(
      deps,
      defaultGroups(),
      { id: caller.userId, role: caller.role },
      request.ip,
      'restore-defaults',
    ),
  }));
}
