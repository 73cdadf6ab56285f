/** What the hub needs of a socket.io client socket. */
export type CatchAllSocket = {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  offAny(listener?: (event: string, ...args: unknown[]) => void): unknown;
  /** socket.io's own events: `connect` fires on every (re)connection. */
  on?(event: 'connect', listener: () => void): unknown;
  off?(event: 'connect', listener: () => void): unknown;
  emit?(event: string, ...args: unknown[]): unknown;
  readonly connected?: boolean;
};

export type RealtimeHandler<T = unknown> = (payload: T, ...rest: unknown[]) => void;

/** Told each time an attached socket connects again after its first connection. */
export type ReconnectListener = () => void;

/**
 * Listeners that outlive sockets: screens subscribe once, while the provider attaches
 * a socket after sign-in and detaches it on sign-out or when the user changes.
 *
 * Screens may also watch an open room (the feed's counts): the server forgets rooms on
 * a reconnect, so the hub asks again on every `connect`.
 */
export function createRealtimeHub() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const rooms = new Map<string, number>();
  const watchListeners = new Set<() => void>();
  const reconnectListeners = new Set<ReconnectListener>();
  let socket: CatchAllSocket | null = null;
  let detachCurrent: (() => void) | null = null;

  const dispatch = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(args[0], ...args.slice(1));
  };
  const askForRooms = () => {
    for (const room of rooms.keys()) socket?.emit?.('watch', room);
  };
  const watchChanged = () => {
    for (const listener of watchListeners) listener();
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
    /** Delivers an event as if the server had sent it (stories and tests use this). */
    receive(event: string, ...args: unknown[]) {
      dispatch(event, ...args);
    },
    /** Watches an open room until the returned function is called. */
    watch(room: string): () => void {
      const count = rooms.get(room) ?? 0;
      rooms.set(room, count + 1);
      if (count === 0) {
        if (socket?.connected) socket.emit?.('watch', room);
        watchChanged();
      }
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        const left = (rooms.get(room) ?? 1) - 1;
        if (left > 0) return void rooms.set(room, left);
        rooms.delete(room);
        if (socket?.connected) socket.emit?.('unwatch', room);
        watchChanged();
      };
    },
    /** Whether any screen watches a room: a visitor's socket is opened only then. */
    isWatching: () => rooms.size > 0,
    onWatchChange(listener: () => void): () => void {
      watchListeners.add(listener);
      return () => watchListeners.delete(listener);
    },
    /**
     * Calls `listener` whenever the socket connects again after it had connected before:
     * events sent while it was away are lost, so screens fetch again (ADR 0044).
     */
    onReconnect(listener: ReconnectListener): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    attach(next: CatchAllSocket) {
      detachCurrent?.();
      socket = next;
      let connectedBefore = next.connected === true;
      const onConnect = () => {
        askForRooms();
        if (connectedBefore) for (const listener of reconnectListeners) listener();
        connectedBefore = true;
      };
      next.onAny(dispatch);
      next.on?.('connect', onConnect);
      if (next.connected) askForRooms();
      detachCurrent = () => {
        next.offAny(dispatch);
        next.off?.('connect', onConnect);
        socket = null;
      };
    },
    detach() {
      detachCurrent?.();
      detachCurrent = null;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
