import { HttpResponse, delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthResponse, publicSettings } from '@contract/system';
import * as fixtures from '@mocks/fixtures/auth';
import { auth, system } from '@mocks/handlers';
import { server } from '@mocks/node';
import { api, fail, ok } from '@mocks/respond';
import { ApiError } from './api-error';
import { createApiClient, isPublicSettings, type ApiClientOptions } from './client';
import { memoryStorage, type KeyValueStorage } from './storage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const signedInAs = fixtures.users.doctor;
const oldToken = 'expired-access-token';

/** A client on a fresh storage, holding `token` (and its user) when given. */
function setup({
  token,
  language,
  ...options
}: ApiClientOptions & { token?: string; language?: string } = {}) {
  const storage: KeyValueStorage = memoryStorage({
    ...(token ? { token, user: JSON.stringify(signedInAs) } : {}),
    ...(language ? { language } : {}),
  });
  return { client: createApiClient({ storage, ...options }), storage };
}

/** Counts the requests a handler answers. */
function counted(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  return {
    requests,
    answer: ({ request }: { request: Request }) => {
      requests.push(request.clone());
      return handler(request);
    },
  };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

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

describe('a 401 while signed in', () => {
  it('refreshes the session once and repeats the request with the new token', async () => {
    const notes = counted((request) =>
      request.headers.get('authorization') === `Bearer ${fixtures.tokenFor('doctor')}`
        ? ok({ notes: 3 })
        : fail(401, 'Token expired', 'UNAUTHORIZED'),
    );
    const refresh = counted(() => ok(fixtures.session(signedInAs)));
    server.use(
      http.get(api('/notes'), notes.answer),
      http.post(api('/auth/refresh'), refresh.answer),
    );
    const { client, storage } = setup({ token: oldToken });

    await expect(client.get('/notes')).resolves.toEqual({ notes: 3 });

    expect(notes.requests).toHaveLength(2);
    expect(refresh.requests).toHaveLength(1);
    expect(refresh.requests[0]?.headers.get('authorization')).toBeNull();
    expect(storage.getItem('token')).toBe(fixtures.tokenFor('doctor'));
  });

  it('shares one refresh among requests refused at the same time', async () => {
    const refresh = counted(() => ok(fixtures.session(signedInAs)));
    server.use(
      http.get(api('/notes'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${oldToken}`
          ? fail(401, 'Token expired', 'UNAUTHORIZED')
          : ok({ notes: 3 }),
      ),
      http.post(api('/auth/refresh'), refresh.answer),
    );
    const { client } = setup({ token: oldToken });

    await Promise.all([client.get('/notes'), client.get('/notes'), client.get('/notes')]);

    expect(refresh.requests).toHaveLength(1);
  });

  it('repeats a late refusal with the token another call already refreshed', async () => {
    const refresh = counted(() => ok(fixtures.session(signedInAs)));
    const refuseOld = async (request: Request, wait: number) => {
      if (request.headers.get('authorization') !== `Bearer ${oldToken}`) return ok({ fine: true });
      await delay(wait);
      return fail(401, 'Token expired', 'UNAUTHORIZED');
    };
    server.use(
      http.get(api('/fast'), ({ request }) => refuseOld(request, 0)),
      http.get(api('/slow'), ({ request }) => refuseOld(request, 100)),
      http.post(api('/auth/refresh'), refresh.answer),
    );
    const { client } = setup({ token: oldToken });

    await Promise.all([client.get('/fast'), client.get('/slow')]);

    expect(refresh.requests).toHaveLength(1);
  });

  it('ends the session when the refresh fails: tokens cleared, login asked for', async () => {
    server.use(
      http.get(api('/notes'), () => fail(401, 'Token expired', 'UNAUTHORIZED')),
      auth.refresh.unauthorized(),
    );
    const onSessionExpired = vi.fn();
    const { client, storage } = setup({ token: oldToken, onSessionExpired });

    const errors = await Promise.all([caught(client.get('/notes')), caught(client.get('/notes'))]);

    for (const error of errors) {
      expect(error).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Authentication failed. Please login again.',
      });
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(client.getAuthSnapshot()).toEqual({ token: null, user: null });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    server.use(
      http.get(api('/notes'), () => fail(401, 'Token expired', 'UNAUTHORIZED')),
      auth.refresh.offline(),
    );
    const onSessionExpired = vi.fn();
    const { client } = setup({ token: oldToken, onSessionExpired });

    expect((await caught(client.get('/notes'))).code).toBe('NETWORK');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(client.getToken()).toBe(oldToken);
  });

  it('never retries the current-user call', async () => {
    const me = counted(() => fail(401, 'Unauthorized', 'UNAUTHORIZED'));
    const refresh = counted(() => ok(fixtures.session(signedInAs)));
    server.use(
      http.get(api('/auth/me'), me.answer),
      http.post(api('/auth/refresh'), refresh.answer),
    );
    const onSessionExpired = vi.fn();
    const { client } = setup({ token: oldToken, onSessionExpired });

    const error = await caught(client.getCurrentUser());

    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(me.requests).toHaveLength(1);
    expect(refresh.requests).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('is not a refresh matter when no token is held', async () => {
    const refresh = counted(() => ok(fixtures.session(signedInAs)));
    server.use(
      http.get(api('/notes'), () => fail(401, 'Unauthorized', 'UNAUTHORIZED')),
      http.post(api('/auth/refresh'), refresh.answer),
    );
    const { client } = setup();

    expect((await caught(client.get('/notes'))).message).toBe('Unauthorized');
    expect(refresh.requests).toHaveLength(0);
  });
});

describe('current user', () => {
  it('is cached for 30 seconds and concurrent calls share one request', async () => {
    let clock = 1_000_000;
    const me = counted(() => ok(fixtures.me(signedInAs)));
    server.use(http.get(api('/auth/me'), me.answer));
    const { client } = setup({ token: fixtures.tokenFor('doctor'), now: () => clock });

    const [a, b] = await Promise.all([client.getCurrentUser(), client.getCurrentUser()]);
    expect(a).toEqual(signedInAs);
    expect(b).toEqual(signedInAs);
    expect(me.requests).toHaveLength(1);

    clock += 29_999;
    await client.getCurrentUser();
    expect(me.requests).toHaveLength(1);

    clock += 1;
    await client.getCurrentUser();
    expect(me.requests).toHaveLength(2);
  });

  it('ignores an answer that arrives after the user logged out', async () => {
    const me = counted(async () => {
      await delay(50);
      return ok(fixtures.me(signedInAs));
    });
    server.use(http.get(api('/auth/me'), me.answer));
    const { client } = setup({ token: fixtures.tokenFor('doctor') });

    const late = client.getCurrentUser();
    await client.logout();
    await late;
    await client.getCurrentUser();

    expect(me.requests).toHaveLength(2);
  });

  it('is forgotten on login and logout', async () => {
    const me = counted((request) =>
      ok(
        fixtures.me(
          request.headers.get('authorization') === `Bearer ${fixtures.tokenFor('admin')}`
            ? fixtures.users.admin
            : signedInAs,
        ),
      ),
    );
    server.use(http.get(api('/auth/me'), me.answer));
    const { client } = setup({ token: fixtures.tokenFor('doctor') });

    expect((await client.getCurrentUser()).role).toBe('doctor');
    await client.login({ identifier: 'admin@demo.np', password: fixtures.demoPassword });
    expect((await client.getCurrentUser()).role).toBe('admin');
    await client.logout();
    await client.getCurrentUser().catch(() => undefined);

    expect(me.requests).toHaveLength(3);
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
