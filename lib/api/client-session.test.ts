import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as fixtures from '@mocks/fixtures/auth';
import { auth } from '@mocks/handlers';
import { server } from '@mocks/node';
import { api, fail, ok } from '@mocks/respond';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
import { caught, counted, oldToken, setup, signedInAs } from './client.mock';

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
