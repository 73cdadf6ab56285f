import { execSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The environment of every journey's server (and of the e2e run's seeding server). */
export const e2eEnv = (dataDir: string, staticDir?: string): Record<string, string> => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  ...(staticDir ? { STATIC_DIR: staticDir } : {}),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DEMO: 'true',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
  // Reminders are looked for every second, so a moved clock shows at once.
  REMINDER_INTERVAL_SECONDS: '1',
});

/** The built app the journeys serve: E2E_DIST gives a run side by side its own (default: dist). */
export const e2eStaticDir = () =>
  path.resolve(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist');

/**
 * Builds the app when it is missing, into a folder of this process's own that is then renamed:
 * journeys that start at the same time may both build, but never into one folder at once.
 */
export function buildAppIfMissing() {
  const staticDir = e2eStaticDir();
  if (existsSync(path.join(staticDir, 'index.html'))) return staticDir;
  const own = `${staticDir}.${process.pid}`;
  execSync(`node scripts/build.mjs ${JSON.stringify(own)}`, {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'ignore',
    env: { ...process.env, BUILD_QUIET: '1' },
  });
  if (existsSync(path.join(staticDir, 'index.html'))) rmSync(own, { recursive: true });
  else {
    rmSync(staticDir, { recursive: true, force: true });
    renameSync(own, staticDir);
  }
  return staticDir;
}
