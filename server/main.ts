import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate, openDatabase, type Db } from './db/database';
import { seedDemo } from './domain/seed';
import { signingSecret, tokenService } from './domain/tokens';
import { attachRealtime } from './realtime';
import { startDispatcher } from './mail';

export type Running = {
  app: FastifyInstance;
  db: Db;
  io: Server;
  config: Config;
  close(): Promise<void>;
};

/** Opens the database, migrates, seeds the demo, and listens. */
export async function startServer(config: Config = loadConfig()): Promise<Running> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  if (config.demo) await seedDemo(db);
  const tokens = tokenService(await signingSecret(db, config.jwtSecret), config.accessTokenMinutes);
  const app = await buildApp({ config, db, tokens, staticDir: path.resolve('dist') });
  const io = attachRealtime(app.server, tokens);
  const stopDispatcher = startDispatcher(db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      ms: Date.now() - started,
      demo: config.demo,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
    },
    'Ujyalo Health is up',
  );
  return {
    app,
    db,
    io,
    config,
    async close() {
      stopDispatcher();
      io.close();
      await app.close();
      await db.destroy();
    },
  };
}
