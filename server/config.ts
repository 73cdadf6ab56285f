import { z } from 'zod';

/** Every setting comes from the environment; the README lists them. */
const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** The built app the server serves (vite's output). */
  STATIC_DIR: z.string().default('dist'),
  DEMO: z.enum(['true', 'false']).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ujyalo Health <no-reply@ujyalo.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RX_VERIFY_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /**
   * Where the server listens: HOST when set; otherwise every interface in production and
   * loopback only in demo mode, whose accounts' passwords are published and whose outbox
   * shows reset codes.
   */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  /** Demo mode seeds the demo accounts and shows the outbox at /dev/outbox, to loopback callers only. */
  demo: boolean;
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  bodyLimit: number;
  authRatePerMinute: number;
  /** Contact-form messages one address may send per minute. */
  contactRatePerMinute: number;
  /** Public prescription verifications (/api/rx/:code) one address may ask for per minute. */
  rxVerifyRatePerMinute: number;
  trustProxy: boolean;
  publicUrl: string;
  /** How often the day-before appointment reminders are looked for. */
  reminderIntervalSeconds: number;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ? e.DEMO === 'true' : e.NODE_ENV !== 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    demo,
    jwtSecret: e.JWT_SECRET,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    authRatePerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    contactRatePerMinute: e.RATE_LIMIT_CONTACT_PER_MINUTE,
    rxVerifyRatePerMinute: e.RATE_LIMIT_RX_VERIFY_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    publicUrl: e.PUBLIC_URL,
    reminderIntervalSeconds: e.REMINDER_INTERVAL_SECONDS,
  };
}
