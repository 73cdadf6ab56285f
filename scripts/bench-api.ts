/**
 * `npm run bench:api`: start-up time on a fresh and on an existing data directory, and
 * login latency at 20 concurrent clients (autocannon, 15 s, loopback only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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

const times: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${port}/api/auth/login`,
      method: 'POST',
      connections: 20,
      duration: 15,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'patient@demo.np', password: 'Demo@12345' }),
    },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
});
times.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN);
await reopened.running.close();
rmSync(dataDir, { recursive: true, force: true });

const failed = result.non2xx + result.errors + result.timeouts;
console.log(
  JSON.stringify(
    {
      startupFreshMs: fresh.ms,
      startupExistingMs: reopened.ms,
      login: {
        connections: 20,
        requests: times.length,
        perSecond: result.requests.average,
        latencyP50Ms: percentile(50),
        latencyP95Ms: percentile(95),
        latencyP99Ms: percentile(99),
        failed,
      },
    },
    null,
    2,
  ),
);
if (failed > 0) process.exit(1);
