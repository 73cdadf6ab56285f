import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthResponse, publicSettings } from '@contract/system';
import * as fixtures from '@mocks/fixtures/auth';
import { auth, system } from '@mocks/handlers';
import { server } from '@mocks/node';
import { api, ok } from '@mocks/respond';
import { isPublicSettings } from './client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
import { caught, counted, oldToken, setup } from './client.mock';

describe('requests', () => {
  it('send the bearer token, the stored language and credentials, with JSON bodies', async () => {
    const seen = counted(() => ok({ saved: true }));
    server.use(http.post(api('/notes'), seen.answer));
    const { client } = setup({ token: 'access-1', language: 'ne' });

    await client.post('/notes', { text: 'नमस्ते' });

    const [request] = seen.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('accept-language')).toBe('ne');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ text: 'नमस्ते' });
  });

  it('default to English and no bearer when nothing is stored, and leave uploads multipart', async () => {
    const seen = counted(() => ok({ uploaded: true }));
    server.use(http.post(api('/files'), seen.answer));
    const { client } = setup();
    const form = new FormData();
    form.set('file', new Blob(['%PDF-1.7']), 'report.pdf');

    await client.post('/files', form);

    const [request] = seen.requests;
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('accept-language')).toBe('en');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('return the data of a success answer, parsed with the contract schema', async () => {
    const { client } = setup();
    await expect(client.get('/health', { schema: healthResponse })).resolves.toEqual({
      status: 'ok',
      time: '2026-01-15T04:15:00.000Z',
    });
  });

  it('throw the message, code, status and field of a failure answer', async () => {
    server.use(auth.checkDuplicate.duplicateEmail());
    const { client } = setup();

    const error = await caught(client.checkDuplicate({ email: 'patient@demo.np' }));

    expect(error).toMatchObject({
      message: 'Email already exists',
      code: 'EMAIL_EXISTS',
      status: 409,
      field: 'email',
    });
  });

  it('say "HTTP error! status: 502" when a failure carries no JSON', async () => {
    server.use(
      http.get(
        api('/settings/public'),
        () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }),
      ),
    );
    const { client } = setup();

    const error = await caught(client.get('/settings/public'));

    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.status).toBe(502);
  });

  it('give up after the time-out with "Connection timeout. Please try again."', async () => {
    server.use(system.getPublicSettings.timeout());
    const { client } = setup({ timeoutMs: 50 });

    const error = await caught(client.get('/settings/public'));

    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message: 'Connection timeout. Please try again.',
    });
  });

  it('report a failed connection as "Network error. Please check your connection."', async () => {
    server.use(system.getPublicSettings.offline());
    const { client } = setup();

    const error = await caught(client.get('/settings/public'));

    expect(error).toMatchObject({
      code: 'NETWORK',
      message: 'Network error. Please check your connection.',
    });
  });

  it('say a change made offline was not sent, and a read offline is a network error', async () => {
    server.use(http.post(api('/records'), () => HttpResponse.error()));
    server.use(system.getPublicSettings.offline());
    const { client } = setup();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await caught(client.post('/records', { title: 'x' }))).toMatchObject({
        code: 'OFFLINE',
        message: 'You are offline: this was not sent.',
      });
      expect(await caught(client.get('/settings/public'))).toMatchObject({ code: 'NETWORK' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('let a caller who cancels see its own abort, not a network error', async () => {
    server.use(system.getPublicSettings.timeout());
    const { client } = setup();
    const controller = new AbortController();

    const pending = client.get('/settings/public', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('health check', () => {
  it('fails with "Server connection error" after 5 seconds without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(system.getHealth.timeout());
    const { client } = setup();
    let settled = false;
    const pending = client.healthCheck().finally(() => {
      settled = true;
    });
    const result = caught(pending);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await result).message).toBe('Server connection error');
  });

  it('fails with "Server connection error" when the server answers an error', async () => {
    server.use(system.getHealth.serverError());
    const { client } = setup();
    expect((await caught(client.healthCheck())).message).toBe('Server connection error');
  });
});

describe('auth calls', () => {
  it('log in by email or phone and keep the token and user', async () => {
    const login = counted(async (request) => {
      const body = (await request.clone().json()) as { email?: string; phone?: string };
      const user = body.email ? fixtures.users.admin : fixtures.users.patient;
      return ok(fixtures.session(user));
    });
    server.use(http.post(api('/auth/login'), login.answer));
    const { client, storage } = setup();

    await client.login({ identifier: ' admin@demo.np ', password: 'x', role: 'admin' });
    await client.login({ identifier: '+9779841000001', password: 'x', rememberMe: true });

    expect(await login.requests[0]?.json()).toEqual({
      email: 'admin@demo.np',
      identifier: 'admin@demo.np',
      password: 'x',
      role: 'admin',
    });
    expect(await login.requests[1]?.json()).toEqual({
      phone: '+9779841000001',
      identifier: '+9779841000001',
      password: 'x',
      rememberMe: true,
    });
    expect(storage.getItem('token')).toBe(fixtures.tokenFor('patient'));
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(fixtures.users.patient);
  });

  it('turn bad credentials into "Invalid credentials" without trying a refresh', async () => {
    server.use(auth.login.invalidCredentials());
    const onSessionExpired = vi.fn();
    const { client } = setup({ token: oldToken, onSessionExpired });

    const error = await caught(client.login({ identifier: 'patient@demo.np', password: 'wrong' }));

    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('log out locally even when the server cannot be reached', async () => {
    server.use(auth.logout.offline());
    const { client, storage } = setup({ token: fixtures.tokenFor('doctor') });
    const changes = vi.fn();
    client.subscribe(changes);

    await expect(client.logout()).resolves.toBeUndefined();

    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(changes).toHaveBeenCalledWith({ token: null, user: null });
  });
});

describe('isPublicSettings', () => {
  const samples: unknown[] = [
    { maintenanceMode: false, buyMeCoffee: { qrUrl: null } },
    { maintenanceMode: true, buyMeCoffee: { qrUrl: '/uploads/qr.png' } },
    { maintenanceMode: 'false', buyMeCoffee: { qrUrl: null } },
    { maintenanceMode: false, buyMeCoffee: { qrUrl: 3 } },
    { maintenanceMode: false },
    { maintenanceMode: false, buyMeCoffee: null },
    null,
    [],
    'settings',
  ];

  it.each(samples.map((s) => [JSON.stringify(s), s]))(
    'agrees with the contract schema on %s',
    (_, sample) => {
      expect(isPublicSettings(sample)).toBe(publicSettings.safeParse(sample).success);
    },
  );
});
