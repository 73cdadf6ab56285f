import { describe, expect, test } from 'vitest';
import { contactListResponse, contactResponse } from '@contract/system';
import {
  accessToken,
  bearer,
  buildTestApp,
  demoUser,
  expectFailure,
  expectSuccess,
  post,
} from './harness';
import { suiteApp } from './harness-suite';

const t = suiteApp();

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sita Sharma',
  email: 'sita@example.np',
  subject: 'Lab portal',
  message: 'When can our lab register?',
  ...overrides,
});

const adminHeaders = async () => bearer(await accessToken(t.tokens, await demoUser(t.db, 'admin')));

const list = async (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/contact-messages${query}`,
    headers: await adminHeaders(),
  });

describe('POST /api/contact', () => {
  test('stores the message, trimmed, for the admins to read', async () => {
    const res = await post(
      t.app,
      '/api/contact',
      message({ name: '  Ram Thapa ', subject: 'Hi' }),
      {
        headers: { 'accept-language': 'ne' },
      },
    );
    const { data } = contactResponse.parse(res.json());
    expect(res.statusCode).toBe(200);

    const page = contactListResponse.parse((await list()).json()).data;
    const stored = page.messages.find((m) => m._id === data.id);
    expect(stored).toMatchObject({
      name: 'Ram Thapa',
      email: 'sita@example.np',
      subject: 'Hi',
      message: 'When can our lab register?',
      locale: 'ne',
      signedIn: false,
      readAt: null,
    });
  });

  test('remembers that a signed-in patient wrote it', async () => {
    const patient = await demoUser(t.db, 'patient');
    const { id } = expectSuccess<{ id: string }>(
      await post(t.app, '/api/contact', message(), {
        headers: bearer(await accessToken(t.tokens, patient)),
      }),
    );
    const page = contactListResponse.parse((await list('?limit=100')).json()).data;
    expect(page.messages.find((m) => m._id === id)?.signedIn).toBe(true);
  });

  test.each([
    ['name', { name: '   ' }, 'REQUIRED'],
    ['email', { email: 'sita.example.np' }, 'EMAIL_INVALID'],
    ['subject', { subject: undefined }, 'REQUIRED'],
    ['message', { message: 'x'.repeat(5001) }, 'TOO_LONG'],
  ])('refuses a bad %s and names it', async (field, overrides, code) => {
    const failure = expectFailure(await post(t.app, '/api/contact', message(overrides)), 400, {
      code,
      field,
    });
    expect(failure.message).not.toMatch(/zod|undefined|\[object/i);
  });

  test('answers in Nepali when asked', async () => {
    const failure = expectFailure(
      await post(t.app, '/api/contact', message({ email: 'no' }), {
        headers: { 'accept-language': 'ne' },
      }),
      400,
      { field: 'email' },
    );
    expect(failure.message).toMatch(/[\u0900-\u097F]/);
  });

  test('is rate limited per address, with Retry-After', async () => {
    const limited = await buildTestApp(t.db, { RATE_LIMIT_CONTACT_PER_MINUTE: '2' });
    try {
      const from = { remoteAddress: '10.9.8.7' };
      expectSuccess(await post(limited.app, '/api/contact', message(), from));
      expectSuccess(await post(limited.app, '/api/contact', message(), from));
      const third = await post(limited.app, '/api/contact', message(), from);
      expectFailure(third, 429, { code: 'RATE_LIMITED' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expectSuccess(
        await post(limited.app, '/api/contact', message(), { remoteAddress: '10.9.8.8' }),
      );
    } finally {
      await limited.app.close();
    }
  });
});

describe('GET /api/admin/contact-messages', () => {
  test('pages newest first without gaps or repeats', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { id } = expectSuccess<{ id: string }>(
        await post(t.app, '/api/contact', message({ subject: `Paging ${i}` })),
      );
      sent.push(id);
    }
    const seen: string[] = [];
    const times: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = contactListResponse.parse((await list(query)).json()).data;
      expect(page.messages.length).toBeLessThanOrEqual(2);
      seen.push(...page.messages.map((m) => m._id));
      times.push(...page.messages.map((m) => m.createdAt));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first; the five just sent are the five newest (two sent in the same millisecond
    // have no order of their own: the id breaks the tie, so the test does not assume one).
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(seen.slice(0, 5))).toEqual(new Set(sent));
  });

  test('refuses a forged cursor and an out-of-range limit with 400', async () => {
    expectFailure(await list('?cursor=not-a-cursor'), 400, { field: 'cursor' });
    expectFailure(await list('?limit=0'), 400, { field: 'limit' });
    expectFailure(await list('?limit=abc'), 400, { field: 'limit' });
  });

  test('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expectFailure(anonymous, 401);
    const doctor = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: bearer(await accessToken(t.tokens, await demoUser(t.db, 'doctor'))),
    });
    expectFailure(doctor, 403);
  });

  test('each read is recorded in the audit log', async () => {
    const admin = await demoUser(t.db, 'admin');
    await list();
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'contact_messages')
      .where('actor_id', '=', admin.id)
      .orderBy('at', 'desc')
      .executeTakeFirst();
    expect(entry?.action).toBe('read');
  });
});
