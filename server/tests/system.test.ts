import { describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { healthResponse, publicSettingsResponse } from '@contract/system';
import { audit } from '../domain/audit';
import { defaultSettings, setSetting } from '../domain/settings';
import { buildTestApp, expectFailure, expectSuccess, post } from './harness';
import { suiteApp } from './harness-suite';

const t = suiteApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health', () => {
  test('answers ok with the server time', async () => {
    const res = await get('/api/health');
    const { data } = healthResponse.parse(res.json());
    expect(res.statusCode).toBe(200);
    expect(data.status).toBe('ok');
    expect(Math.abs(Date.parse(data.time) - Date.now())).toBeLessThan(60_000);
  });
});

describe('GET /api/settings/public', () => {
  test('has the public shape and nothing else', async () => {
    const res = await get('/api/settings/public');
    const { data } = publicSettingsResponse.parse(res.json());
    expect(data).toEqual({
      maintenanceMode: false,
      defaultLanguage: 'en',
      buyMeCoffee: { qrUrl: null },
      allowRegistration: true,
      passwordPolicy: {
        minLength: 8,
        requireNumbers: false,
        requireSpecialChars: false,
        requireUppercase: false,
      },
    });
    // Secrets and admin-only settings never leak through the public call.
    expect(res.body).not.toMatch(/jwtSecret|security|maxLoginAttempts/);
  });

  test('follows the admin settings', async () => {
    await setSetting(t.db, 'buyMeCoffee', { qrUrl: 'https://ujyalo.example/qr.png' });
    try {
      const { data } = publicSettingsResponse.parse((await get('/api/settings/public')).json());
      expect(data.buyMeCoffee.qrUrl).toBe('https://ujyalo.example/qr.png');
    } finally {
      await setSetting(t.db, 'buyMeCoffee', defaultSettings.buyMeCoffee);
    }
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(res: LightMyRequestResponse) {
    const csp = String(res.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!, values]),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, csp).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }

  test.each(['/api/health', '/api/docs', '/api/openapi.json', '/api/no-such-thing'])(
    'on %s',
    async (url) => {
      expectSecurityHeaders(await get(url));
    },
  );

  test('on a failed login', async () => {
    expectSecurityHeaders(
      await post(t.app, '/api/auth/login', { identifier: 'x@y.np', password: 'x' }),
    );
  });
});

describe('not found', () => {
  test.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/auth/no-such-call'],
    ['DELETE', '/api/auth/login'],
    ['GET', '/api'],
    ['GET', '/not-an-api-page'],
  ] as const)('%s %s answers 404 in the envelope', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expectFailure(res, 404, {
      code: 'NOT_FOUND',
      message: 'The requested resource was not found.',
    });
  });

  test('in Nepali too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ne' },
    });
    expectFailure(res, 404, { message: 'खोजिएको स्रोत भेटिएन।' });
  });
});

describe('API documentation', () => {
  test('/api/openapi.json describes every contract endpoint', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(name);
      expect(Boolean(operation?.requestBody), `${name} request body`).toBe('body' in endpoint);
    }
  });

  test('/api/docs is a readable page without scripts', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<h1>Ujyalo Health API<\/h1>/);
    expect(res.body).not.toMatch(/<script/i);
    for (const endpoint of Object.values(endpoints)) {
      expect(res.body).toContain(`/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
});

describe('GET /api/dev/outbox', () => {
  test('lists the outbox in demo mode', async () => {
    const res = await get('/api/dev/outbox');
    expect(Array.isArray(expectSuccess<{ messages: unknown[] }>(res).messages)).toBe(true);
  });

  test('does not exist outside demo mode', async () => {
    const production = await buildTestApp(t.db, { DEMO: 'false' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expectFailure(res, 404, {
        code: 'NOT_FOUND',
        message: 'The requested resource was not found.',
      });
      expect(res.body).not.toContain('messages');
    } finally {
      await production.app.close();
    }
  });
});

describe('audit log', () => {
  const rows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  test('audit() appends an entry', async () => {
    const action = `test-read-${Date.now()}`;
    await audit(t.db, {
      actor: { id: '00000000-0000-4000-8000-000000000001', role: 'doctor' },
      action,
      subjectType: 'prescription',
      subjectId: 'rx-1',
      patientId: '00000000-0000-4000-8000-000000000002',
      ip: '203.0.113.9',
      details: { reason: 'consultation' },
    });
    const [row, ...more] = await rows(action);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actor_id: '00000000-0000-4000-8000-000000000001',
      actor_role: 'doctor',
      subject_type: 'prescription',
      subject_id: 'rx-1',
      patient_id: '00000000-0000-4000-8000-000000000002',
      ip: '203.0.113.9',
      details: { reason: 'consultation' },
    });
  });

  test('an entry can be neither changed nor removed', async () => {
    const action = `test-append-only-${Date.now()}`;
    await audit(t.db, { action, subjectType: 'record' });
    await expect(
      t.db
        .updateTable('audit_log')
        .set({ subject_type: 'forged' })
        .where('action', '=', action)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.deleteFrom('audit_log').where('action', '=', action).execute(),
    ).rejects.toThrow(/append-only/);
    const [row] = await rows(action);
    expect(row?.subject_type).toBe('record');
  });
});
