import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAuthenticated, tokenExpiry, type AuthenticatedSocket } from './keep-authenticated';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned token with the claims the client reads (it never checks signatures). */
const tokenExpiringIn = (seconds: number, tag = 'a') =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: tag, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

function fakeClient(first: string | null) {
  let token = first;
  const listeners = new Set<(snapshot: { token: string | null }) => void>();
  const client = {
    getToken: () => token,
    subscribe: (listener: (snapshot: { token: string | null }) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setToken(next: string | null) {
      token = next;
      for (const listener of listeners) listener({ token: next });
    },
    refreshSession: vi.fn(async () => {
      client.setToken(tokenExpiringIn(900, 'refreshed'));
      return { token: token! };
    }),
  };
  return client;
}

function fakeSocket() {
  const onDisconnect = new Set<(reason: string) => void>();
  const socket = {
    connected: true,
    emitted: [] as unknown[][],
    on: (_event: 'disconnect', listener: (reason: string) => void) => onDisconnect.add(listener),
    off: (_event: 'disconnect', listener: (reason: string) => void) =>
      onDisconnect.delete(listener),
    emit: (...args: unknown[]) => socket.emitted.push(args),
    connect: vi.fn(),
    drop(reason: string) {
      socket.connected = false;
      for (const listener of onDisconnect) listener(reason);
    },
  };
  return socket satisfies AuthenticatedSocket;
}

type Client = Parameters<typeof keepAuthenticated>[1];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keepAuthenticated', () => {
  it('reads the expiry a token states, and none from garbage', () => {
    expect(tokenExpiry(tokenExpiringIn(60))).toBe((Math.floor(Date.now() / 1000) + 60) * 1000);
    expect(tokenExpiry('garbage')).toBeNull();
  });

  it('hands the socket every new token the client gets', () => {
    const client = fakeClient(tokenExpiringIn(900));
    const socket = fakeSocket();
    keepAuthenticated(socket, client as unknown as Client);
    const next = tokenExpiringIn(900, 'b');
    client.setToken(next);
    expect(socket.emitted).toEqual([['auth', next]]);
  });

  it('asks for a fresh token shortly before expiry, not earlier, and hands it over', async () => {
    const client = fakeClient(tokenExpiringIn(900));
    const socket = fakeSocket();
    // random() = 0: the latest moment, 30 s before expiry.
    keepAuthenticated(socket, client as unknown as Client, () => 0);
    await vi.advanceTimersByTimeAsync(869_000);
    expect(client.refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(client.refreshSession).toHaveBeenCalledTimes(1);
    expect(socket.emitted).toEqual([['auth', client.getToken()]]);
  });

  it('does not refresh a token the client already replaced', async () => {
    const client = fakeClient(tokenExpiringIn(900));
    keepAuthenticated(fakeSocket(), client as unknown as Client, () => 0);
    client.setToken(null);
    await vi.advanceTimersByTimeAsync(900_000);
    expect(client.refreshSession).not.toHaveBeenCalled();
  });

  it('after the server ended the socket, reconnects only with a fresh token', async () => {
    const client = fakeClient(tokenExpiringIn(1));
    const socket = fakeSocket();
    keepAuthenticated(socket, client as unknown as Client);
    socket.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    const ended = fakeClient(tokenExpiringIn(1));
    ended.refreshSession.mockRejectedValue(new Error('SESSION_EXPIRED'));
    const closed = fakeSocket();
    keepAuthenticated(closed, ended as unknown as Client);
    closed.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(0);
    expect(closed.connect).not.toHaveBeenCalled();
  });

  it('stops when told: no more tokens handed over, no refresh, no reconnect', async () => {
    const client = fakeClient(tokenExpiringIn(900));
    const socket = fakeSocket();
    const stop = keepAuthenticated(socket, client as unknown as Client, () => 0);
    stop();
    client.setToken(tokenExpiringIn(900, 'b'));
    socket.drop('io server disconnect');
    await vi.advanceTimersByTimeAsync(900_000);
    expect(socket.emitted).toEqual([]);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
