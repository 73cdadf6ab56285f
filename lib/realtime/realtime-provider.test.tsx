// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage } from '@lib/api';
import { SessionProvider, type Session } from '@lib/session';
import { RealtimeProvider, useRealtimeEvent } from '.';

type AnyListener = (event: string, ...args: unknown[]) => void;
type AuthOption = (send: (data: object) => void) => void;

const sockets = vi.hoisted(
  () => [] as Array<{ listeners: Set<AnyListener>; disconnect: () => void }>,
);
const io = vi.hoisted(() =>
  vi.fn((_url?: string, _options?: { path: string; auth: AuthOption }) => {
    const listeners = new Set<AnyListener>();
    const socket = {
      listeners,
      onAny: (l: AnyListener) => listeners.add(l),
      offAny: (l: AnyListener) => listeners.delete(l),
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
