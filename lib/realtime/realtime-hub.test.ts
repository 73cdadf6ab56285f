import { describe, expect, it, vi } from 'vitest';
import { createRealtimeHub, type CatchAllSocket } from './realtime-hub';

function fakeSocket() {
  const listeners = new Set<(event: string, ...args: unknown[]) => void>();
  const socket: CatchAllSocket = {
    onAny: (listener) => listeners.add(listener),
    offAny: (listener) => (listener ? listeners.delete(listener) : listeners.clear()),
  };
  return {
    socket,
    emit: (event: string, ...args: unknown[]) => listeners.forEach((l) => l(event, ...args)),
  };
}

describe('realtime hub', () => {
  it('delivers events by name to handlers registered before or after the socket', () => {
    const hub = createRealtimeHub();
    const liked = vi.fn();
    hub.on('post_liked', liked);
    const { socket, emit } = fakeSocket();
    hub.attach(socket);
    const shared = vi.fn();
    hub.on('post_shared', shared);

    emit('post_liked', { postId: 'p1', likesCount: 4 });
    emit('post_shared', { postId: 'p1', sharesCount: 2 });

    expect(liked).toHaveBeenCalledExactlyOnceWith({ postId: 'p1', likesCount: 4 });
    expect(shared).toHaveBeenCalledExactlyOnceWith({ postId: 'p1', sharesCount: 2 });
  });

  it('stops delivering after unsubscribe and after the socket is detached', () => {
    const hub = createRealtimeHub();
    const first = fakeSocket();
    const second = fakeSocket();
    const handler = vi.fn();
    const off = hub.on('post_unliked', handler);

    hub.attach(first.socket);
    hub.attach(second.socket);
    first.emit('post_unliked', { postId: 'old' });
    second.emit('post_unliked', { postId: 'p2', likesCount: 0 });
    off();
    second.emit('post_unliked', { postId: 'p3', likesCount: 0 });

    expect(handler).toHaveBeenCalledExactlyOnceWith({ postId: 'p2', likesCount: 0 });

    const later = vi.fn();
    hub.on('post_unliked', later);
    hub.detach();
    second.emit('post_unliked', { postId: 'p4', likesCount: 0 });
    expect(later).not.toHaveBeenCalled();
  });
});
