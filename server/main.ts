import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate, openDatabase, type Db } from './db/database';
import { seedDemo } from './domain/seed';
import { signingSecret, tokenService } from './domain/tokens';
import { sweepStoredFiles } from './http/stored-files';
import { startReminders } from './domain/reminders';
import { startBackupTimer } from './domain/backups';
import { backupDepsOf } from './routes/backups';
import { filesDirectory } from './http/stored-files';
import { attachRealtime, realtimeRelay } from './realtime';
import { startDispatcher } from './mail';

/** Demo mode says what it exposes, and to whom (issue 13 §4). */
function logDemoMode(app: FastifyInstance, host: string) {
  const local = ['127.0.0.1', '::1', 'localhost'].includes(host);
  const what =
    'Demo mode: demo accounts with published passwords are seeded, and /dev/outbox shows reset codes to this machine only';
  if (local) app.log.info({ host }, `${what}; listening on ${host} only (set HOST to change)`);
  else app.log.warn({ host }, `${what}; HOST=${host} opens the demo accounts to the network`);
}

export type Running = {
  app: FastifyInstance;
  db: Db;
  io: Server;
  config: Config;
  close(): Promise<void>;
};

export type ServerOptions = {
  /** The server's clock (default: the system's); the end-to-end journeys move it. */
  clock?: () => Date;
};

/** Opens the database, migrates, seeds the demo, and listens. */
export async function startServer(
  config: Config = loadConfig(),
  { clock = () => new Date() }: ServerOptions = {},
): Promise<Running> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await sweepStoredFiles(db, config);
  if (config.demo) await seedDemo(db);
  const tokens = tokenService(await signingSecret(db, config.jwtSecret), config.accessTokenMinutes);
  const realtime = realtimeRelay();
  const app = await buildApp({
    config,
    db,
    tokens,
    staticDir: path.resolve(config.staticDir),
    realtime,
    clock,
  });
  const io = attachRealtime(app.server, app.sessions);
  realtime.attach(io);
  const stopDispatcher = startDispatcher(db, config, app.log);
  const stopReminders = startReminders(
    { db, realtime, clock, publicUrl: config.publicUrl },
    config.reminderIntervalSeconds,
    app.log,
  );
  // autoBackup (issue 14): looks each minute whether the chosen frequency makes one due.
  const stopBackups = startBackupTimer(
    backupDepsOf({ db, clock, filesDir: filesDirectory(config.dataDir), dataDir: config.dataDir }),
    Number(process.env.BACKUP_CHECK_SECONDS) || 60,
    app.log,
  );
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      ms: Date.now() - started,
      demo: config.demo,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
    },
    'Ujyalo Health is up',
  );
  if (config.demo) logDemoMode(app, config.host);
  return {
    app,
    db,
    io,
    config,
    /**
     * Stops taking work, lets the requests under way finish, then closes the database.
     * The realtime clients go first: a connected socket would otherwise hold the HTTP
     * server open (and socket.io's own close also closes the HTTP server, which would let
     * Fastify stop waiting for the requests under way). A keep-alive connection whose
     * request finishes after the close began stays open until its idle timeout (72 s)
     * unless it is reaped, hence the sweep while Fastify drains.
     */
    async close() {
      stopDispatcher();
      stopReminders();
      stopBackups();
      io.disconnectSockets(true);
      io.engine.close();
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await io.close();
      await db.destroy();
    },
  };
}
