/**
 * Stopping the server (SIGINT/SIGTERM, server/index.ts) while it is busy: requests under
 * way finish before the database closes, nobody gets a 500 from a closed database, a
 * realtime client is let go, and idle keep-alive connections do not hold the stop up.
 */
import { io as connect } from 'socket.io-client';
import { expect, test } from 'vitest';
import { loadConfig } from '../config';
import { startServer } from '../main';
import { createUser } from './harness';

test('a busy server stops promptly without failing the requests under way', async () => {
  const running = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO: 'false',
    }),
  );
  const address = running.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const user = await createUser(running.db, { role: 'patient' });
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: user.email, password: user.password }),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const socket = connect(base, {
    path: '/socket.io',
    auth: { token: data.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const letGo = new Promise<string>((resolve) => socket.once('disconnect', resolve));

  // One idle keep-alive connection, then a burst of database-backed requests.
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  let firstAnswered: () => void = () => {};
  const first = new Promise<void>((resolve) => (firstAnswered = resolve));
  const burst = Array.from({ length: 30 }, () =>
    fetch(`${base}/api/doctors?limit=20`).then(
      (res) => {
        firstAnswered();
        return res.status;
      },
      () => 'connection closed' as const,
    ),
  );
  await first;

  const started = performance.now();
  await running.close();
  const stopMs = performance.now() - started;

  const outcomes = await Promise.all(burst);
  expect(stopMs).toBeLessThan(5_000);
  // Answered, turned away while closing (503), or never read: never a server error.
  for (const outcome of outcomes) expect([200, 503, 'connection closed']).toContain(outcome);
  expect(outcomes).toContain(200);
  expect(await letGo).toBe('io server disconnect');
  socket.close();
});
