/**
 * Seeds the demo once for the e2e run: a server starts on a fresh data directory (which
 * migrates and seeds, as `npm start` does) and stops; each journey's server then starts on
 * a copy of that directory instead of seeding its own (seeding an on-disk database took
 * several seconds per journey). The seed's Nepal date goes along, as in the server suites:
 * a journey starting on a later Nepal day seeds its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../server/config';
import { nepalToday } from '../server/domain/appointments/dates';
import { startServer } from '../server/main';
import { e2eEnv } from './env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the demo seeded, and the Nepal date it was seeded on. */
    seededDataDir: { dataDir: string; nepalDay: string };
  }
}

export default async function setup(project: TestProject) {
  const nepalDay = nepalToday(new Date());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-e2e-seeded-'));
  const running = await startServer(loadConfig(e2eEnv(dataDir)));
  await running.close();
  project.provide('seededDataDir', { dataDir, nepalDay });
  return () => rmSync(dataDir, { recursive: true, force: true });
}
