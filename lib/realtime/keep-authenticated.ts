import type { ApiClient } from '@lib/api';

/** What keeping a signed-in socket authenticated needs of a socket.io client socket. */
export type AuthenticatedSocket = {
  readonly connected: boolean;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  off(event: 'disconnect', listener: (reason: string) => void): unknown;
  emit(event: 'auth', token: string): unknown;
  connect(): unknown;
};

type Client = Pick<ApiClient, 'getToken' | 'subscribe' | 'refreshSession'>;

/** Renew this long before expiry at the latest, and at most this much earlier (ms). */
const RENEW_LATEST = 30_000;
const RENEW_WINDOW = 90_000;

/** The expiry (ms since the epoch) an access token states, or null if it states none. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The server ends a signed-in socket when its access token expires (ADR 0015), so the
 * socket is handed every new token the client gets (`auth`), and the client asks for
 * one itself shortly before expiry: at a random moment in the last two minutes, so two
 * tabs of one browser rarely rotate the shared refresh cookie at the same instant. If
 * the server ended the socket anyway (a tab asleep past the expiry), one refresh and
 * one reconnect are tried; an ended session refuses the refresh and the socket stays
 * closed. Returns the function that stops all of it.
 */
export function keepAuthenticated(
  socket: AuthenticatedSocket,
  client: Client,
  random: () => number = Math.random,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = client.getToken();
  let stopped = false;

  const renew = () => {
    void client.refreshSession().catch(() => {
      // Offline, or the session ended: the next API call decides, the server closes the socket.
    });
  };

  const schedule = (token: string | null) => {
    clearTimeout(timer);
    const expiry = token ? tokenExpiry(token) : null;
    if (expiry === null) return;
    const wait = expiry - RENEW_LATEST - random() * RENEW_WINDOW - Date.now();
    timer = setTimeout(
      () => {
        if (client.getToken() === token) renew();
      },
      Math.max(0, wait),
    );
  };

  const unsubscribe = client.subscribe(({ token }) => {
    if (!token || token === sent) return;
    sent = token;
    if (socket.connected) socket.emit('auth', token);
    schedule(token);
  });

  const onDisconnect = (reason: string) => {
    if (stopped || reason !== 'io server disconnect') return;
    const before = client.getToken();
    void client
      .refreshSession()
      .then(({ token }) => {
        if (!stopped && token !== before) socket.connect();
      })
      .catch(() => {});
  };
  socket.on('disconnect', onDisconnect);
  schedule(sent);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    socket.off('disconnect', onDisconnect);
  };
}
