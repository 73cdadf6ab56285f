import { referralRoutes } from './routes/referrals';
import { emergencyRoutes } from './routes/emergency';
import { letterRoutes } from './routes/letters';
import { adminModerationRoutes } from './routes/admin-moderation';
import { adminDonationRoutes } from './routes/admin-donation';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { TokenService } from './domain/tokens';
import { authenticate } from './http/auth-hook';
import { AppError, errorHandler, sendError } from './http/errors';
import { maintenanceSwitch, openDuringMaintenance } from './domain/maintenance';
import { cacheControl } from './http/cache-control';
import { appPages, readShell, SERVER_BUNDLE_DIR } from './http/app-pages';
import { compressAnswers } from './http/compression';
import { filesDirectory } from './http/stored-files';
import { uploadSettings } from './http/uploads';
import type { Realtime } from './realtime';
import { adminRoutes } from './routes/admin';
import { adminUserRoutes } from './routes/admin-users';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminProviderRoutes } from './routes/admin-providers';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminSettingsRoutes } from './routes/admin-settings';
import { adminAnalyticsRoutes } from './routes/admin-analytics';
import { appointmentRoutes } from './routes/appointments';
import { contactRoutes } from './routes/contact';
import { discoveryRoutes } from './routes/discovery';
import { feedRoutes } from './routes/feed';
import { openApiRoutes } from './routes/openapi';
import { authRoutes } from './routes/auth';
import { systemRoutes } from './routes/system';
import { verificationRoutes } from './routes/verification';
import { doctorProfileRoutes } from './routes/doctor-profile';
import { providerRatingRoutes } from './routes/provider-ratings';
import { doctorDashboardRoutes } from './routes/doctor-dashboard';
import { careCountRoutes } from './routes/care-counts';
import { patientDashboardRoutes } from './routes/patient-dashboard';
import { transferRoutes } from './routes/transfers';
import { consultationRoutes } from './routes/consultations';
import { careRequestRoutes } from './routes/care-requests';
import { doctorRatingRoutes } from './routes/doctor-ratings';
import { historyPaperRoutes } from './routes/history-paper';
import { backupRoutes } from './routes/backups';
import { rxVerifyRoutes } from './routes/rx-verify';
import { patientRoutes } from './routes/patients';
import { scheduleRoutes } from './routes/schedule';
import { recordRoutes } from './routes/records';
import { patientProfileRoutes } from './routes/patient-profile';
import { prescriptionRoutes } from './routes/prescriptions';
import { orderRoutes } from './routes/orders';

/** The security headers (helmet): the app's page's inline scripts named by their hashes. */
const helmetOptions = (scriptHashes: string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * helmet's headers, worked out once: they depend on nothing in the request, but
 * @fastify/helmet builds helmet's middlewares again for every request (parsing the CSP's
 * directives each time), about 0.04 ms of the event loop per request (ADR 0051). A probe
 * application with @fastify/helmet answers one request; the headers it had set when its
 * own hooks had run are those every answer gets.
 */
async function securityHeaders(scriptHashes: string[]): Promise<[string, string | string[]][]> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(scriptHashes));
  let headers: [string, string | string[]][] = [];
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value : String(value),
    ]);
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

const sendSecurityHeaders =
  (headers: [string, string | string[]][]) =>
  (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    raw.removeHeader('x-powered-by');
    done();
  };

export type AppDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  staticDir?: string;
  /** Where live events go (server/realtime.ts); dropped when absent. */
  realtime?: Realtime;
  /** The server's clock: tests and the end-to-end journeys move it. */
  clock?: () => Date;
};

/** The HTTP application without listening, so tests can `inject` requests into it. */
export async function buildApp({
  config,
  db,
  tokens,
  staticDir,
  realtime = { toUser() {}, toRoom() {} },
  clock = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log credentials or health data: only method, path and status are kept.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              // Link tokens travel in the path of the older reset call: keep them out of logs.
              req: (request) => ({
                method: request.method,
                url: request.url.replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]'),
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: config.bodyLimit,
    // The router's own refusals (over-long or malformed paths) leave in the envelope too.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 400, 'VALIDATION'),
    trustProxy: config.trustProxy,
  });

  app.setErrorHandler(errorHandler);
  app.decorateRequest('caller', null);

  await app.register(cookie);
  // The app's page, whose inline scripts (the theme before paint, the loader) the CSP names.
  const shell = readShell(staticDir);
  app.addHook('onRequest', sendSecurityHeaders(await securityHeaders(shell?.scriptHashes ?? [])));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        undefined,
        {},
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });

  // Multipart bodies (booking documents) are read only by the routes that expect them.
  await app.register(multipart);
  uploadSettings(app, db);

  // Who is calling: a bearer token whose session still holds (ADR 0015).
  await authenticate(app, db, tokens);
  cacheControl(app);
  // After cache-control: it extends that hook's Vary (ADR 0047).
  compressAnswers(app);

  // Maintenance mode (000 §6): everyone but admins is refused, except what the
  // maintenance page and an admin's sign-in need.
  const maintenance = maintenanceSwitch(db);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.caller?.role === 'admin') return;
    const pathname = request.url.split('?')[0]!;
    if (openDuringMaintenance.has(pathname) || pathname.startsWith('/api/docs')) return;
    if (await maintenance.isOn()) throw new AppError(503, 'MAINTENANCE');
  });

  systemRoutes(app, { db, demo: config.demo });
  authRoutes(app, { db, config, tokens, maintenance });
  contactRoutes(app, { db, config });
  adminRoutes(app, { db, maintenance });
  discoveryRoutes(app, { db });
  const filesDir = filesDirectory(config.dataDir);
  appointmentRoutes(app, { db, realtime, clock, filesDir });
  feedRoutes(app, { db, realtime, clock, filesDir });
  verificationRoutes(app, { db, realtime, clock, filesDir });
  // Dashboard (issue 14)
  adminDashboardRoutes(app, { db });
  // Moderation (issue 14)
  adminModerationRoutes(app, { db, realtime, clock });
  // Users (issue 14)
  adminUserRoutes(app, { db });
  // Providers (issue 14)
  adminProviderRoutes(app, { db, clock });
  // Settings (issue 14)
  adminSettingsRoutes(app, { db, maintenance });
  // Backups (issue 14)
  backupRoutes(app, { db, clock, filesDir, dataDir: config.dataDir });
  // Analytics (issue 14)
  adminAnalyticsRoutes(app, { db, clock });
  // Donation (issue 14)
  adminDonationRoutes(app, { db, filesDir });
  // Audit (issue 14)
  adminAuditRoutes(app, { db, clock });
  // Records (issue 15)
  recordRoutes(app, { db, clock, filesDir });
  // Prescriptions (issue 15)
  prescriptionRoutes(app, { db, realtime, clock, filesDir });
  // Public prescription check (issue 15)
  rxVerifyRoutes(app, { db, clock, config });
  // Patients (issue 15)
  patientRoutes(app, { db, clock });
  // Provider ratings (issue 14)
  providerRatingRoutes(app, { db, clock });
  // Schedule and hospitals (issue 16)
  scheduleRoutes(app, { db, clock });
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  doctorProfileRoutes(app, { db, clock, filesDir });
  // Doctor dashboard (issue 16)
  doctorDashboardRoutes(app, { db, clock });
  // Medicine orders (issue 17)
  orderRoutes(app, { db, realtime, clock });
  // Emergency (issue 17)
  emergencyRoutes(app, { db, clock });
  // Patient profile and notifications (issue 17)
  patientProfileRoutes(app, { db, clock, filesDir });
  // Patient dashboard, history paper and doctor ratings (issue 17)
  patientDashboardRoutes(app, { db, clock });
  doctorRatingRoutes(app, { db, clock });
  historyPaperRoutes(app, { db, clock, filesDir });
  // Referrals and care access (issue 18)
  referralRoutes(app, { db, realtime, clock });
  // Transfers (issue 18)
  transferRoutes(app, { db, realtime, clock });
  // Consultations (issue 18)
  consultationRoutes(app, { db, realtime, clock });
  // Requests (issue 18)
  careRequestRoutes(app, { db, realtime, clock });
  // Letters (issue 18)
  letterRoutes(app, { db, realtime, clock });
  // Care live and counts (issue 18)
  careCountRoutes(app, { db });
  await openApiRoutes(app);

  const sendPage = staticDir && shell ? await appPages(app, staticDir, shell) : null;
  if (staticDir && shell) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: false,
      index: false,
      // The server bundle (ADR 0048) sits beside the app and is never sent.
      allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUNDLE_DIR}/`),
      // The build writes .br and .gz beside each file (vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed file names never change content; the page itself is always checked.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !sendPage ||
      request.method !== 'GET'
    ) {
      return sendError(request, reply, 404, 'NOT_FOUND');
    }
    // History fallback: every other page is the single-page app; a public one comes drawn.
    return sendPage(request, reply);
  });

  return app;
}
