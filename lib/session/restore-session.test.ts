import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import * as fixtures from '@mocks/fixtures/auth';
import { auth } from '@mocks/handlers';
import { server } from '@mocks/node';
import { restoreSession } from './restore-session';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const storedDoctor = () =>
  createApiClient({
    storage: memoryStorage({
      token: 'stored-token',
      user: JSON.stringify(fixtures.users.doctor),
    }),
  });

describe('restoring a stored session at startup', () => {
  it('takes the current user from the server', async () => {
    server.use(auth.me.success(fixtures.users.pharmacy));
    const client = storedDoctor();
    await restoreSession(client);
    expect(client.getAuthSnapshot()).toEqual({
      token: 'stored-token',
      user: fixtures.users.pharmacy,
    });
  });

  it('renews an expired access token with the refresh cookie', async () => {
    server.use(auth.me.unauthorized(), auth.refresh.success(fixtures.users.doctor));
    const client = storedDoctor();
    await restoreSession(client);
    expect(client.getAuthSnapshot()).toEqual({
      token: fixtures.tokenFor('doctor'),
      user: fixtures.users.doctor,
    });
  });

  it('clears the token when the session is gone', async () => {
    server.use(auth.me.unauthorized(), auth.refresh.unauthorized());
    const client = storedDoctor();
    await restoreSession(client);
    expect(client.getAuthSnapshot()).toEqual({ token: null, user: null });
  });

  it('clears the token when the server fails', async () => {
    server.use(auth.me.serverError());
    const client = storedDoctor();
    await restoreSession(client);
    expect(client.getToken()).toBeNull();
  });

  it('keeps the stored session while offline', async () => {
    server.use(auth.me.offline());
    const client = storedDoctor();
    await restoreSession(client);
    expect(client.getAuthSnapshot()).toEqual({
      token: 'stored-token',
      user: fixtures.users.doctor,
    });
  });
});
