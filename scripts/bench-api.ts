/**
 * `npm run bench:api`: start-up time on a fresh and on an existing data directory, and
 * login latency at 20 concurrent clients (autocannon, 15 s, loopback only). Then
 * discovery (issue 5): BENCH_DOCTORS (default 50,000; 0 skips) more doctors are generated
 * and nearby, search, all-types search, list and get-by-id are measured at 10 concurrent
 * clients (BENCH_SECONDS each, default 10, after BENCH_WARMUP_SECONDS unmeasured, default
 * 3), with the plans of the queries nearby and search run.
 * On PGlite by default; DATABASE_URL=postgres://… measures PostgreSQL instead.
 * BENCH_ONLY=discovery measures only the discovery part (no login, session or
 * prescriptions scenarios), for comparing two versions of the directory's queries.
 *
 * The load is measured against the server in its own process, as it runs in production:
 * autocannon reads every response, and on the server's event loop it would be timing
 * its own work as the server's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CompiledQuery, sql } from 'kysely';
import { migrate, openDatabase } from '../server/db/database';
import { nearbyDoctors, searchDoctors } from '../server/domain/discovery';
import { seedDemo } from '../server/domain/seed';
import { generateDoctors } from './generate-doctors';
import { benchPrescriptions } from './bench-prescriptions';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO: 'true',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
};

async function timedStart() {
  const t = performance.now();
  const running = await startServer(loadConfig(env));
  return { running, ms: Math.round(performance.now() - t) };
}

const fresh = await timedStart();
await fresh.running.close();
const reopened = await timedStart();
await reopened.running.close();

/** A port nobody listens on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The server in a child process (`server/index.ts`), ready when its health check answers. */
async function serve(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 1200) throw new Error('the server did not answer within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

/** Latency of one scenario; `paths` are requested round-robin. */
async function measure(
  port: number,
  options: {
    paths: string[];
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
) {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: options.method ?? 'GET',
            headers: { 'content-type': 'application/json', ...options.headers },
            ...(options.body ? { body: options.body } : {}),
            setupRequest: (request) => {
              const path = options.paths[next % options.paths.length]!;
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    connections: options.connections,
    requests: times.length,
    perSecond: result.requests.average,
    latencyP50Ms: percentile(times, 50),
    latencyP95Ms: percentile(times, 95),
    latencyP99Ms: percentile(times, 99),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const discoveryOnly = process.env.BENCH_ONLY === 'discovery';

const loginServer = await serve();
const login = discoveryOnly
  ? undefined
  : await measure(loginServer.port, {
      paths: ['/api/auth/login'],
      method: 'POST',
      connections: 20,
      duration: 15,
      body: JSON.stringify({ identifier: 'patient@demo.np', password: 'Demo@12345' }),
    });

// An authenticated GET (issue 13): what checking the caller's token and session costs.
// The patient's own profile (one indexed row) and notification list (one page).
const signedIn = (await fetch(`http://127.0.0.1:${loginServer.port}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier: 'patient@demo.np', password: 'Demo@12345' }),
}).then((res) => res.json())) as { data: { token: string } };
const bearer = { authorization: `Bearer ${signedIn.data.token}` };
const authenticated: Record<string, unknown> = {};
for (const [name, paths] of Object.entries(
  discoveryOnly
    ? {}
    : {
        health: ['/api/health'],
        me: ['/api/auth/me'],
        notifications: ['/api/notifications'],
      },
)) {
  const headers = name === 'health' ? {} : bearer;
  const run = { paths, connections: 10, headers };
  await measure(loginServer.port, { ...run, duration: 3 });
  authenticated[name] = await measure(loginServer.port, { ...run, duration: 10 });
}
await loginServer.stop();

// ---- Discovery on many doctors ----
const doctorCount = Number(process.env.BENCH_DOCTORS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const postCount = Number(process.env.BENCH_POSTS ?? 20_000);
let discovery: Record<string, unknown> | undefined;
if (doctorCount > 0) {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(db);
  await seedDemo(db);
  const generateMs = await generateDoctors(db, doctorCount);
  const { rows: totals } = await sql<{ all: string; verified: string }>`select count(*) as all,
    count(*) filter (where nmc_verified and verification_status = 'verified') as verified
    from doctors`.execute(db);
  const { rows: sample } = await sql<{ id: string }>`select id from doctors
    where nmc_verified and verification_status = 'verified' order by id limit 200`.execute(db);
  // The feed: posts by the demo doctor, hospital, lab and pharmacy, over the last year.
  await sql`insert into posts (author_id, author_type, title, content, category, type, tags,
      is_public, likes_count, created_at, updated_at)
    select u.id, u.role, 'Post ' || g, repeat('Health advice for Nepal. ', 20),
      (array['Health Tips','Cardiology','Nutrition','Pediatrics','Mental Health'])[1 + g % 5],
      (array['post','article','video','announcement'])[1 + g % 4], '["bench"]'::jsonb,
      g % 10 <> 0, g % 50, now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${postCount}) g
    join users u on u.email = (array['doctor@demo.np','hospital@demo.np','lab@demo.np',
      'pharmacy@demo.np'])[1 + g % 4]`.execute(db);
  await sql`analyze posts`.execute(db);
  await db.destroy();

  const server = await serve();
  const centres = [
    [27.7172, 85.324],
    [28.2096, 83.9856],
    [26.4525, 87.2718],
    [27.6833, 84.4333],
    [28.694, 80.593],
  ];
  const queries = [
    'cardio pokhra',
    'sharma',
    'pediatric kathmandu',
    'neuro',
    'dermatolgist biratnagar',
    'thapa ortho',
  ];
  const q = (text: string) => encodeURIComponent(text);
  const scenarios: Record<string, string[]> = {
    nearby: centres.map(([lat, lng]) => `/api/doctors/nearby?lat=${lat}&lng=${lng}&radius=10`),
    nearby50km: centres.map(([lat, lng]) => `/api/doctors/nearby?lat=${lat}&lng=${lng}&radius=50`),
    search: queries.map((text) => `/api/doctors/search?q=${q(text)}`),
    searchAllTypes: queries.map((text) => `/api/search?q=${q(text)}`),
    list: ['/api/doctors?limit=20'],
    doctorById: sample.map((r) => `/api/doctors/${r.id}`),
    feed: ['/api/feed?limit=10'],
    feedFiltered: [
      '/api/feed?limit=10&category=Cardiology',
      '/api/feed?limit=10&provider=labs',
      '/api/feed?limit=10&contentType=video',
      '/api/feed?limit=10&category=Nutrition&provider=doctors',
    ],
  };
  const results: Record<string, unknown> = {};
  for (const [name, paths] of Object.entries(scenarios)) {
    // Unmeasured first: the JIT, the connection pool and the database's caches warm up.
    await measure(server.port, { paths, connections: 10, duration: warmUpSeconds });
    results[name] = await measure(server.port, { paths, connections: 10, duration: seconds });
  }
  await server.stop();
  const plans = await queryPlans();
  discovery = {
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    doctors: Number(totals[0]!.all),
    posts: postCount,
    verifiedDoctors: Number(totals[0]!.verified),
    generateMs,
    secondsPerScenario: seconds,
    ...results,
    plans,
  };
}

/**
 * The plans of the queries the server really runs for nearby (10 km from Kathmandu's
 * centre) and for two searches, one read as filters and one by name: each call's SQL
 * is caught as it runs and explained with its own parameters.
 */
async function queryPlans() {
  const caught: CompiledQuery[] = [];
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    log: (event) => {
      if (event.level === 'query') caught.push(event.query);
    },
  });
  const explain = async (call: () => Promise<unknown>) => {
    caught.length = 0;
    await call();
    const queries = [...caught];
    const plans: string[][] = [];
    for (const q of queries) {
      const { rows } = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain analyze ${q.sql}`, [...q.parameters]),
      );
      plans.push(rows.map((r) => r['QUERY PLAN']!));
    }
    return plans;
  };
  const plans = {
    nearby: await explain(() =>
      nearbyDoctors(db, { lat: 27.7172, lng: 85.324, radius: 10, limit: 20 }),
    ),
    searchCardioPokhra: await explain(() => searchDoctors(db, { q: 'cardio pokhra', limit: 50 })),
    searchSharma: await explain(() => searchDoctors(db, { q: 'sharma', limit: 50 })),
  };
  await db.destroy();
  return plans;
}
// ---- The doctor's prescriptions (issue 15, ADR 0028): scripts/bench-prescriptions.ts ----
const prescriptions = discoveryOnly
  ? undefined
  : await benchPrescriptions({ dataDir, serve, measure, seconds, warmUpSeconds });

rmSync(dataDir, { recursive: true, force: true });

const failed = [
  login ?? {},
  ...Object.values(authenticated),
  ...Object.values(discovery ?? {}),
  ...Object.values(prescriptions ?? {}),
].reduce<number>(
  (sum, r) => sum + (typeof r === 'object' && r && 'failed' in r ? Number(r.failed) : 0),
  0,
);
console.log(
  JSON.stringify(
    {
      startupFreshMs: fresh.ms,
      startupExistingMs: reopened.ms,
      login,
      authenticated,
      discovery,
      prescriptions,
    },
    null,
    2,
  ),
);
if (failed > 0) process.exit(1);
