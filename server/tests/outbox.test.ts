/**
 * The outbox: email leaves through a transport when one is configured, and failures are
 * retried; in demo mode its page and API show the codes to this machine only (issue 13 §4).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { dispatchPending, enqueue, type OutgoingMessage } from '../domain/outbox';
import {
  buildTestApp,
  expectFailure,
  expectSuccess,
  openTestDatabase,
  type TestDatabase,
} from './harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('dispatchPending', () => {
  test('sends pending email once, leaves WhatsApp waiting, and retries a failed send', async () => {
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'a@test.np',
      subject: 'Code',
      body: '123456',
    });
    await enqueue(t.db, {
      channel: 'whatsapp',
      recipient: '9800000001',
      subject: 'Code',
      body: '654321',
    });
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'down@test.np',
      subject: 'Code',
      body: '111111',
    });

    const sent: OutgoingMessage[] = [];
    const transport = {
      async send(message: OutgoingMessage) {
        if (message.recipient === 'down@test.np') throw new Error('SMTP unavailable');
        sent.push(message);
      },
    };
    await dispatchPending(t.db, transport);
    await dispatchPending(t.db, transport);

    expect(sent.map((m) => m.recipient)).toEqual(['a@test.np']);
    const rows = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'status', 'attempts', 'last_error'])
      .execute();
    const byRecipient = Object.fromEntries(rows.map((r) => [r.recipient, r]));
    expect(byRecipient['a@test.np']).toMatchObject({ status: 'sent' });
    expect(byRecipient['9800000001']).toMatchObject({ status: 'pending', attempts: 0 });
    expect(byRecipient['down@test.np']).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: 'Error: SMTP unavailable',
    });
  });
});

describe('the demo outbox answers this machine only', () => {
  const open = (
    app: Awaited<ReturnType<typeof buildTestApp>>['app'],
    url: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'GET', url, remoteAddress, headers });

  test('a code is shown on loopback and refused to any other address', async () => {
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'admin@demo.np',
      subject: 'Your Ujyalo Health verification code',
      body: 'Your Ujyalo Health verification code is 424242.',
    });
    const demo = await buildTestApp(t.db, { DEMO: 'true' });
    try {
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const api = expectSuccess<{ messages: { body: string }[] }>(
          await open(demo.app, '/api/dev/outbox', local),
        );
        expect(api.messages.map((m) => m.body).join()).toContain('424242');
        const page = await open(demo.app, '/dev/outbox', local);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('424242');
      }
      // Another machine, also one that claims to be local through X-Forwarded-For.
      for (const [remote, headers] of [
        ['203.0.113.9', {}],
        ['192.168.1.20', {}],
        ['::ffff:10.0.0.7', {}],
        ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      ] as const) {
        const api = await open(demo.app, '/api/dev/outbox', remote, headers);
        expectFailure(api, 403, { code: 'FORBIDDEN' });
        expect(api.body).not.toContain('424242');
        const page = await open(demo.app, '/dev/outbox', remote, headers);
        expect(page.statusCode).toBe(403);
        expect(page.body).toContain('only on the machine the demo runs on');
        expect(page.body).not.toContain('424242');
      }
    } finally {
      await demo.app.close();
    }
  });

  test('behind a trusted proxy on this machine, the visitor is the one checked', async () => {
    const proxied = await buildTestApp(t.db, { DEMO: 'true', TRUST_PROXY: 'true' });
    try {
      const visitor = await open(proxied.app, '/api/dev/outbox', '127.0.0.1', {
        'x-forwarded-for': '203.0.113.9',
      });
      expectFailure(visitor, 403, { code: 'FORBIDDEN' });
      expect(
        (await open(proxied.app, '/api/dev/outbox', '127.0.0.1', { 'x-forwarded-for': '::1' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('where the server listens', () => {
  test('demo mode listens on loopback unless HOST is set; production is unchanged', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: 'true', NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
