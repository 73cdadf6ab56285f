import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useSession } from '@lib/session';
import { keepAuthenticated } from './keep-authenticated';
import { createRealtimeHub, type RealtimeHandler, type RealtimeHub } from './realtime-hub';
import { isLiveRead, reconnection } from './reconnection';

const RealtimeContext = createContext<RealtimeHub | null>(null);

export type RealtimeProviderProps = {
  /** The socket's origin; the page's own when omitted (000 §7: a socket on the API base). */
  url?: string;
  /** The socket.io path on that origin. */
  path?: string;
  /**
   * A hub that is fed from elsewhere (stories and tests call its `receive`). With one,
   * the provider opens no socket.
   */
  hub?: RealtimeHub;
  children: ReactNode;
};

const never = () => () => {};

/**
 * Connects socket.io while someone is signed in, or while a visitor's screen watches an
 * open room (the health feed's live counts). The client library is loaded only then,
 * so other visitors never download it; the access token goes in the handshake and is
 * read again on every reconnect, so a refreshed token is used. A signed-in socket is
 * handed every new token, and one is fetched before the old expires (the server ends
 * the socket at its token's expiry or its session's end: ADR 0015). A lost connection is
 * tried again as 001 §7 says, and on every reconnection the live reads on screen are
 * fetched again, since the events sent meanwhile are lost (ADR 0044).
 */
export function RealtimeProvider({
  url,
  path = '/socket.io',
  hub: given,
  children,
}: RealtimeProviderProps) {
  const session = useSession();
  const client = useApiClient();
  const [own] = useState(createRealtimeHub);
  const hub = given ?? own;
  const watching = useSyncExternalStore(
    given ? never : own.onWatchChange,
    own.isWatching,
    () => false,
  );
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const wanted = !given && (userId !== null || watching);
  const { mutate } = useSWRConfig();

  // Events sent while the socket was away are lost: fetch again what they would have
  // changed and the screen shows (ADR 0044).
  useEffect(() => hub.onReconnect(() => void mutate(isLiveRead)), [hub, mutate]);

  useEffect(() => {
    if (!wanted) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io(url, {
          ...reconnection,
          path,
          withCredentials: true,
          auth: (send) => {
            const token = client.getToken();
            send(token ? { token } : {});
          },
        });
        own.attach(socket);
        const stopRenewing = userId === null ? undefined : keepAuthenticated(socket, client);
        disconnect = () => {
          stopRenewing?.();
          socket.disconnect();
        };
      })
      .catch(() => {
        // The chunk did not load (offline): the app works without live updates.
      });
    return () => {
      closed = true;
      own.detach();
      disconnect?.();
    };
  }, [wanted, userId, url, path, client, own]);

  return <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>;
}

/**
 * Calls `handler` on every `event` from the server while mounted. Without a
 * RealtimeProvider (stories, signed-out pages) it simply never fires.
 */
export function useRealtimeEvent<T = unknown>(event: string, handler: RealtimeHandler<T>) {
  const hub = useContext(RealtimeContext);
  const onEvent = useEffectEvent((payload: T, ...rest: unknown[]) => handler(payload, ...rest));
  useEffect(() => hub?.on<T>(event, (payload, ...rest) => onEvent(payload, ...rest)), [hub, event]);
}

/**
 * Calls `handler` on any of `events` while mounted, with the event's name: one screen that
 * changes on several events (the care badges on every care event of 001 §7) listens once.
 */
export function useRealtimeEvents<T = unknown>(
  events: readonly string[],
  handler: (event: string, payload: T) => void,
) {
  const hub = useContext(RealtimeContext);
  const onEvent = useEffectEvent((event: string, payload: T) => handler(event, payload));
  const names = events.join('\n');
  useEffect(() => {
    if (!hub) return;
    const stops = names
      .split('\n')
      .map((event) => hub.on<T>(event, (payload) => onEvent(event, payload)));
    return () => stops.forEach((stop) => stop());
  }, [hub, names]);
}

/**
 * Watches an open room (the feed's) while mounted, so its events reach this screen;
 * for a visitor this is what opens the socket. Without a provider it does nothing.
 */
export function useWatchRoom(room: string) {
  const hub = useContext(RealtimeContext);
  useEffect(() => hub?.watch(room), [hub, room]);
}
