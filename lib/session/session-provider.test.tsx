// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memoryStorage, type ApiClient } from '@lib/api';
import * as fixtures from '@mocks/fixtures/auth';
import { auth, system } from '@mocks/handlers';
import { server } from '@mocks/node';
import { SessionProvider, useAuthActions, useRole, useSession, type Session } from '.';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function Probe() {
  const session = useSession();
  const role = useRole();
  return (
    <output>{session.status === 'signed-in' ? `${session.status}:${role}` : session.status}</output>
  );
}

const clientWith = (stored: Record<string, string> = {}) =>
  createApiClient({ storage: memoryStorage(stored) });

/** Sign-in and sign-out buttons, showing where sign-in leads or why it failed. */
function Controls({ identifier, password }: { identifier: string; password: string }) {
  const { signIn, signOut } = useAuthActions();
  const [outcome, setOutcome] = useState('');
  const submit = () =>
    signIn({ identifier, password }).then(
      ({ destination }) => setOutcome(destination),
      (error: Error) => setOutcome(error.message),
    );
  return (
    <>
      <button onClick={submit}>Sign in</button>
      <button onClick={() => void signOut()}>Sign out</button>
      <p>{outcome}</p>
    </>
  );
}

function mount(
  client: ApiClient,
  { session, password = fixtures.demoPassword }: { session?: Session; password?: string } = {},
) {
  render(
    <SessionProvider client={client} session={session}>
      <Probe />
      <Controls identifier="doctor@demo.np" password={password} />
    </SessionProvider>,
  );
}

const status = () => screen.getByRole('status').textContent;

describe('SessionProvider', () => {
  it('is anonymous without a stored token, and asks the server nothing', () => {
    mount(clientWith());
    expect(status()).toBe('anonymous');
  });

  it('restores a stored session: loading, then signed in as the current user', async () => {
    server.use(auth.me.success(fixtures.users.hospital));
    mount(clientWith({ token: 'stored-token' }));

    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signed-in:hospital'));
  });

  it('clears a stored token the server no longer accepts', async () => {
    server.use(auth.me.unauthorized(), auth.refresh.unauthorized());
    const client = clientWith({
      token: 'stored-token',
      user: JSON.stringify(fixtures.users.admin),
    });
    mount(client);

    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(client.getToken()).toBeNull();
  });

  it('signs in, tells where to go, and signs out', async () => {
    mount(clientWith());

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('/portal/doctor?tab=dashboard')).toBeTruthy();
    expect(status()).toBe('signed-in:doctor');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(status()).toBe('anonymous'));
  });

  it('shows why a sign-in failed and stays anonymous', async () => {
    server.use(auth.login.invalidCredentials());
    mount(clientWith(), { password: 'wrong' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect(status()).toBe('anonymous');
  });

  it('says "Server connection error" when the health check fails, before logging in', async () => {
    server.use(system.getHealth.offline(), auth.login.serverError());
    mount(clientWith());

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Server connection error')).toBeTruthy();
  });

  it('uses a fixed session as given, without fetching', () => {
    // Were the stored token checked, this answer would clear it.
    server.use(auth.me.serverError());
    const client = clientWith({ token: 'stored-token' });
    mount(client, {
      session: { status: 'signed-in', user: { id: 'u1', name: 'Sita', role: 'lab' } },
    });

    expect(status()).toBe('signed-in:lab');
    expect(client.getToken()).toBe('stored-token');
  });
});
