// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { SessionProvider, type Session } from '@lib/session';
import { createRealtimeHub, RealtimeProvider, useRealtimeEvent, useWatchRoom } from '.';

type AnyListener = (event: string, ...args: unknown[]) => void;
type AuthOption = (send: (data: object) => void) => void;

type FakeSocket = {
  listeners: Set<AnyListener>;
  onConnect: Set<() => void>;
  emitted: unknown[][];
  connected: boolean;
  disconnect: () => void;
};
const sockets = vi.hoisted(() => [] as FakeSocket[]);
const io = vi.hoisted(() =>
  vi.fn((_url?: string, _options?: { path: string; auth: AuthOption }) => {
    const listeners = new Set<AnyListener>();
    const onConnect = new Set<() => void>();
    const socket = {
      listeners,
      onConnect,
      emitted: [] as unknown[][],
      connected: false,
      onAny: (l: AnyListener) => listeners.add(l),
      offAny: (l: AnyListener) => listeners.delete(l),
      on: (event: string, l: () => void) => event === 'connect' && onConnect.add(l),
      off: (event: string, l: () => void) => event === 'connect' && onConnect.delete(l),
      emit: (...args: unknown[]) => socket.emitted.push(args),
      disconnect: vi.fn(),
    };
    sockets.push(socket);
    return socket;
  }),
);
vi.mock('socket.io-client', () => ({ io }));

beforeEach(() => {
  io.mockClear();
  sockets.length = 0;
});
afterEach(cleanup);

const signedIn: Session = {
  status: 'signed-in',
  user: { id: 'u1', name: 'Sita', role: 'patient' },
};
const client = createApiClient({ storage: memoryStorage({ token: 'access-1' }) });

function Likes({ onLiked }: { onLiked: (payload: unknown) => void }) {
  useRealtimeEvent('post_liked', onLiked);
  return null;
}

const app = (session: Session, onLiked = vi.fn()) => (
  <SessionProvider client={client} session={session}>
    <RealtimeProvider>
      <Likes onLiked={onLiked} />
    </RealtimeProvider>
  </SessionProvider>
);

describe('RealtimeProvider', () => {
  it('does not connect for visitors', async () => {
    render(app({ status: 'anonymous' }));
    await act(() => Promise.resolve());
    expect(io).not.toHaveBeenCalled();
  });

  it('connects after sign-in with the token, delivers events, and disconnects on sign-out', async () => {
    const onLiked = vi.fn();
    const view = render(app({ status: 'anonymous' }, onLiked));
    view.rerender(app(signedIn, onLiked));
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));

    const options = io.mock.calls[0]?.[1];
    expect(options?.path).toBe('/socket.io');
    const handshake = vi.fn();
    options?.auth(handshake);
    expect(handshake).toHaveBeenCalledWith({ token: 'access-1' });

    const socket = sockets[0]!;
    socket.listeners.forEach((l) => l('post_liked', { postId: 'p1', likesCount: 5 }));
    expect(onLiked).toHaveBeenCalledWith({ postId: 'p1', likesCount: 5 });

    view.rerender(app({ status: 'anonymous' }, onLiked));
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.listeners.size).toBe(0);
  });
});

function FeedCounts({ onLiked }: { onLiked: (payload: unknown) => void }) {
  useWatchRoom('feed');
  useRealtimeEvent('post_liked', onLiked);
  return null;
}

describe('watching the feed', () => {
  const feed = (show: boolean, onLiked = vi.fn()) => (
    <SessionProvider
      client={createApiClient({ storage: memoryStorage() })}
      session={{ status: 'anonymous' }}
    >
      <RealtimeProvider>{show ? <FeedCounts onLiked={onLiked} /> : null}</RealtimeProvider>
    </SessionProvider>
  );

  it("opens a visitor's socket without a token, asks for the room on every connect, and closes when the feed goes", async () => {
    const onLiked = vi.fn();
    const view = render(feed(true, onLiked));
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    const handshake = vi.fn();
    io.mock.calls[0]?.[1]?.auth(handshake);
    expect(handshake).toHaveBeenCalledWith({});

    const socket = sockets[0]!;
    socket.connected = true;
    socket.onConnect.forEach((l) => l());
    expect(socket.emitted).toEqual([['watch', 'feed']]);
    // A reconnect: the server has forgotten the room, so the hub asks again.
    socket.onConnect.forEach((l) => l());
    expect(socket.emitted).toEqual([
      ['watch', 'feed'],
      ['watch', 'feed'],
    ]);
    socket.listeners.forEach((l) => l('post_liked', { postId: 'p1', likesCount: 2 }));
    expect(onLiked).toHaveBeenCalledWith({ postId: 'p1', likesCount: 2 });

    view.rerender(feed(false, onLiked));
    expect(socket.emitted.at(-1)).toEqual(['unwatch', 'feed']);
    await waitFor(() => expect(socket.disconnect).toHaveBeenCalled());
  });

  it('with a given hub opens no socket and delivers what the hub receives', async () => {
    const hub = createRealtimeHub();
    const onLiked = vi.fn();
    render(
      <SessionProvider client={client} session={signedIn}>
        <RealtimeProvider hub={hub}>
          <FeedCounts onLiked={onLiked} />
        </RealtimeProvider>
      </SessionProvider>,
    );
    await act(() => Promise.resolve());
    expect(io).not.toHaveBeenCalled();
    expect(hub.isWatching()).toBe(true);
    hub.receive('post_liked', { postId: 'p9', likesCount: 7 });
    expect(onLiked).toHaveBeenCalledWith({ postId: 'p9', likesCount: 7 });
  });
});
