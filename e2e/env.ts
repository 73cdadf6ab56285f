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
