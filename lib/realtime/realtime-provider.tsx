import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import { useApiClient, useSession } from '@lib/session';
import { createRealtimeHub, type RealtimeHandler, type RealtimeHub } from './realtime-hub';

const RealtimeContext = createContext<RealtimeHub | null>(null);

export type RealtimeProviderProps = {
  /** The socket's origin; the page's own when omitted (000 §7: a socket on the API base). */
  url?: string;
  /** The socket.io path on that origin. */
  path?: string;
  children: ReactNode;
};

/**
 * Connects socket.io only while someone is signed in. The client library is loaded on
 * first sign-in, so visitors never download it; the access token goes in the
 * handshake and is read again on every reconnect, so a refreshed token is used.
 */
export function RealtimeProvider({ url, path = '/socket.io', children }: RealtimeProviderProps) {
  const session = useSession();
  const client = useApiClient();
  const [hub] = useState(createRealtimeHub);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    if (userId === null) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io(url, {
          path,
          withCredentials: true,
          auth: (send) => send({ token: client.getToken() }),
        });
        hub.attach(socket);
        disconnect = () => socket.disconnect();
      })
      .catch(() => {
        // The chunk did not load (offline): the app works without live updates.
      });
    return () => {
      closed = true;
      hub.detach();
      disconnect?.();
    };
  }, [userId, url, path, client, hub]);

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
