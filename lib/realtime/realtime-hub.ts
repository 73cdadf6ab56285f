/** What the hub needs of a socket.io client socket. */
export type CatchAllSocket = {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  offAny(listener?: (event: string, ...args: unknown[]) => void): unknown;
};

export type RealtimeHandler<T = unknown> = (payload: T, ...rest: unknown[]) => void;

/**
 * Listeners that outlive sockets: screens subscribe once, while the provider attaches
 * a socket after sign-in and detaches it on sign-out or when the user changes.
 */
export function createRealtimeHub() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  let detachCurrent: (() => void) | null = null;

  const dispatch = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(args[0], ...args.slice(1));
  };

  return {
    on<T = unknown>(event: string, handler: RealtimeHandler<T>): () => void {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as RealtimeHandler);
      handlers.set(event, set);
      return () => {
        set.delete(handler as RealtimeHandler);
        if (set.size === 0) handlers.delete(event);
      };
    },
    attach(socket: CatchAllSocket) {
      detachCurrent?.();
      socket.onAny(dispatch);
      detachCurrent = () => socket.offAny(dispatch);
    },
    detach() {
      detachCurrent?.();
      detachCurrent = null;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
