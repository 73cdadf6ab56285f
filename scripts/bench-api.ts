/**
 * `npm run bench:api`: start-up time on a fresh and on an existing data directory, and
 * login latency at 20 concurrent clients (autocannon, 15 s, loopback only). Then
 * discovery (issue 5): BENCH_DOCTORS (default 50,000; 0 skips) more doctors are generated
 * and nearby, search, all-types search, list and get-by-id are measured at 10 concurrent
 * clients (BENCH_SECONDS each, default 10), with the query plans of nearby and search.
 * On PGlite by default; DATABASE_URL=postgres://… measures PostgreSQL instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/domain/seed';
import { generateDoctors } from './generate-doctors';
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
const address = reopened.running.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

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
            headers: { 'content-type': 'application/json' },
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

const login = await measure(port, {
  paths: ['/api/auth/login'],
  method: 'POST',
  connections: 20,
  duration: 15,
  body: JSON.stringify({ identifier: 'patient@demo.np', password: 'Demo@12345' }),
});
await reopened.running.close();

// ---- Discovery on many doctors ----
const doctorCount = Number(process.env.BENCH_DOCTORS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
let discovery: Record<string, unknown> | undefined;
if (doctorCount > 0) {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(db);
  await seedDemo(db);
  const generateMs = await generateDoctors(db, doctorCount);
  await db.destroy();

  const running = await startServer(loadConfig(env));
  const address = running.app.server.address();
  const benchPort = typeof address === 'object' && address ? address.port : 0;
  const { rows: totals } = await sql<{ all: string; verified: string }>`select count(*) as all,
    count(*) filter (where nmc_verified and verification_status = 'verified') as verified
    from doctors`.execute(running.db);
  const { rows: sample } = await sql<{ id: string }>`select id from doctors
    where nmc_verified and verification_status = 'verified' order by id limit 200`.execute(
    running.db,
  );
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
  };
  const results: Record<string, unknown> = {};
  for (const [name, paths] of Object.entries(scenarios)) {
    results[name] = await measure(benchPort, { paths, connections: 10, duration: seconds });
  }
  const plan = async (query: ReturnType<typeof sql>) =>
    ((await query.execute(running.db)).rows as Record<string, string>[]).map(
      (r) => r['QUERY PLAN'],
    );
  const here = sql`ll_to_earth(27.7172, 85.324)`;
  const plans = {
    nearby: await plan(sql`explain analyze select d.id from doctors d
      where d.nmc_verified and d.verification_status = 'verified' and d.lat is not null and d.lng is not null
        and earth_box(${here}, 10000) @> ll_to_earth(d.lat, d.lng)
        and earth_distance(${here}, ll_to_earth(d.lat, d.lng)) <= 10000
      order by ll_to_earth(d.lat, d.lng) <-> ${here} limit 20`),
    search: await running.db.transaction().execute(async (trx) => {
      await sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`.execute(trx);
      const { rows } = await sql<Record<string, string>>`explain analyze select d.id from doctors d
        where d.nmc_verified and d.verification_status = 'verified'
          and (d.search_text like '%cardio%' or 'cardio' <% d.search_text)
          and (d.search_text like '%pokhra%' or 'pokhra' <% d.search_text)
        order by word_similarity('cardio', d.search_text) + word_similarity('pokhra', d.search_text) desc,
          d.rating_avg desc, d.id limit 50`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']);
    }),
  };
  await running.close();
  discovery = {
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    doctors: Number(totals[0]!.all),
    verifiedDoctors: Number(totals[0]!.verified),
    generateMs,
    secondsPerScenario: seconds,
    ...results,
    plans,
  };
}
rmSync(dataDir, { recursive: true, force: true });

const failed = [login, ...Object.values(discovery ?? {})].reduce<number>(
  (sum, r) => sum + (typeof r === 'object' && r && 'failed' in r ? Number(r.failed) : 0),
  0,
);
console.log(
  JSON.stringify(
    { startupFreshMs: fresh.ms, startupExistingMs: reopened.ms, login, discovery },
    null,
    2,
  ),
);
if (failed > 0) process.exit(1);
