import type { Db } from '../db/database';
import { getSetting, setSetting } from './settings';

/**
 * Maintenance mode (000 §6), read on every API call: the answer is kept for a moment so
 * a busy server does not ask the database each time. A change made here is seen at once
 * by this process and within `ttlMs` by any other process on the same database.
 */
export function maintenanceSwitch(db: Db, { ttlMs = 2000, now = Date.now } = {}) {
  let cached: { on: boolean; at: number } | null = null;

  async function isOn(): Promise<boolean> {
    if (cached && now() - cached.at < ttlMs) return cached.on;
    const { maintenanceMode } = await getSetting(db, 'general');
    cached = { on: maintenanceMode, at: now() };
    return maintenanceMode;
  }

  async function set(on: boolean): Promise<void> {
    const general = await getSetting(db, 'general');
    await setSetting(db, 'general', { ...general, maintenanceMode: on });
    cached = { on, at: now() };
  }

  return { isOn, set };
}
export type MaintenanceSwitch = ReturnType<typeof maintenanceSwitch>;

/**
 * API paths that stay open to everyone during maintenance: what the maintenance page
 * itself needs, and signing in so that an admin can get in to turn it off.
 */
export const openDuringMaintenance = new Set([
  '/api/health',
  '/api/settings/public',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/openapi.json',
]);
