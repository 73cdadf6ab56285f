import { HttpResponse, http } from 'msw';
import { notificationListQuery } from '@contract/appointments';
import { endpoints } from '@contract/endpoints';
import * as fixtures from '../fixtures/notifications';
import { api, failures, languageOf, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const paths = {
  list: endpoints.notifications.path,
  read: endpoints.readNotification.path,
  readAll: endpoints.readAllNotifications.path,
  deleteOne: endpoints.deleteNotification.path,
  deleteAll: endpoints.deleteAllNotifications.path,
};

// ---- The in-memory store: the signed-in user's notifications ----

let stored: fixtures.StoredNotification[] = [];

const unreadCount = () => stored.filter((n) => !n.isRead).length;

/**
 * The notifications the handlers serve and change. Reset it before each story
 * (the preview does, mocks/stores.ts), so no story sees another's reads.
 */
export const notificationStore = {
  reset(seed: readonly fixtures.StoredNotification[] = fixtures.patientInbox()) {
    stored = seed.map((n) => ({ ...n, relatedData: { ...n.relatedData } }));
  },
  /** Stores one, as the server does before it sends the realtime event. */
  add(notification: fixtures.StoredNotification) {
    stored = [{ ...notification }, ...stored.filter((n) => n._id !== notification._id)];
  },
  get all(): readonly fixtures.StoredNotification[] {
    return stored;
  },
  get unreadCount() {
    return unreadCount();
  },
};

resetBeforeEachStory(() => notificationStore.reset());

/** GET /notifications?filter=&limit=: the caller's, newest first, in their language. */
export const listNotifications = {
  success: () =>
    http.get(api(paths.list), ({ request }) => {
      const query = notificationListQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return refuse(request, 400, 'VALIDATION');
      const { filter, limit } = query.data;
      const lang = languageOf(request);
      const notifications = stored
        .filter((n) =>
          filter === 'all' ? true : filter === 'unread' ? !n.isRead : n.type === filter,
        )
        .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit)
        .map((n) => fixtures.localise(n, lang));
      return ok({ notifications, unreadCount: unreadCount() });
    }),
  /** A new account: nothing yet, whatever the filter. */
  empty: () => http.get(api(paths.list), () => ok({ notifications: [], unreadCount: 0 })),
  ...failures('get', paths.list),
};

/** POST /notifications/{id}/read: read stays read; another's or unknown is 404. */
export const readNotification = {
  success: () =>
    http.post(api(paths.read), ({ request, params }) => {
      const target = stored.find((n) => n._id === params.id);
      if (!target) return refuse(request, 404, 'NOTIFICATION_NOT_FOUND');
      target.isRead = true;
      return ok({ unreadCount: unreadCount() });
    }),
  ...failures('post', paths.read),
};

/** POST /notifications/mark-all-read. */
export const readAllNotifications = {
  success: () =>
    http.post(api(paths.readAll), () => {
      for (const n of stored) n.isRead = true;
      return ok({ unreadCount: 0 });
    }),
  ...failures('post', paths.readAll),
};

/** DELETE /notifications/{id}: another's or unknown is 404. */
export const deleteNotification = {
  success: () =>
    http.delete(api(paths.deleteOne), ({ request, params }) => {
      if (!stored.some((n) => n._id === params.id))
        return refuse(request, 404, 'NOTIFICATION_NOT_FOUND');
      stored = stored.filter((n) => n._id !== params.id);
      return ok({ unreadCount: unreadCount(), deleted: 1 });
    }),
  ...failures('delete', paths.deleteOne),
};

/** DELETE /notifications: every one of the caller's. */
export const deleteAllNotifications = {
  success: () =>
    http.delete(api(paths.deleteAll), () => {
      const deleted = stored.length;
      stored = [];
      return ok({ unreadCount: 0, deleted });
    }),
  ...failures('delete', paths.deleteAll),
};

/** Every notifications endpoint's `success`, over the store. */
export const notificationHandlers = () => [
  listNotifications.success(),
  readNotification.success(),
  readAllNotifications.success(),
  deleteNotification.success(),
  deleteAllNotifications.success(),
];

// ---- A socket.io server over MSW, for live events in stories ----

const SEPARATOR = '\x1e';
const text = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });

type EngineSession = {
  queue: string[];
  wake: (() => void) | null;
  connected: boolean;
  closed: boolean;
};

/**
 * Just enough of socket.io's protocol (Engine.IO 4 long-polling, no upgrade) for the
 * app's real RealtimeProvider to connect in a story and receive events the story
 * sends. lib/realtime keeps its hub private, so a story cannot hand it a fake socket;
 * this fakes the server instead, which also exercises the provider's own wiring.
 * Use: `msw.use(...fakeRealtime.handlers())`, then in play
 * `await fakeRealtime.connected()` and `fakeRealtime.emit('notification', payload)`.
 */
function createFakeRealtime() {
  const sessions = new Map<string, EngineSession>();
  let nextId = 0;
  let waiters: (() => void)[] = [];

  const send = (session: EngineSession, packet: string) => {
    session.queue.push(packet);
    session.wake?.();
    session.wake = null;
  };
  const isConnected = () => [...sessions.values()].some((s) => s.connected && !s.closed);

  const handlers = () => [
    http.get('*/socket.io/', async ({ request }) => {
      const sid = new URL(request.url).searchParams.get('sid');
      if (sid === null) {
        const id = `fake-${++nextId}`;
        sessions.set(id, { queue: [], wake: null, connected: false, closed: false });
        // No upgrade offered: the client stays on polling, which MSW can answer.
        const open = { sid: id, upgrades: [], pingInterval: 25_000, pingTimeout: 60_000 };
        return text(`0${JSON.stringify({ ...open, maxPayload: 1_000_000 })}`);
      }
      const session = sessions.get(sid);
      if (!session || session.closed) return text('1');
      if (session.queue.length === 0) {
        await new Promise<void>((resolve) => {
          session.wake = resolve;
        });
      }
      const packets = session.queue.splice(0);
      return text(packets.length > 0 ? packets.join(SEPARATOR) : '6');
    }),
    http.post('*/socket.io/', async ({ request }) => {
      const sid = new URL(request.url).searchParams.get('sid') ?? '';
      const session = sessions.get(sid);
      if (!session) return text('ok');
      for (const packet of (await request.text()).split(SEPARATOR)) {
        if (packet.startsWith('40')) {
          // The namespace CONNECT (with the auth token): accept it.
          session.connected = true;
          send(session, `40${JSON.stringify({ sid: `socket-${sid}` })}`);
          for (const resolve of waiters) resolve();
          waiters = [];
        } else if (packet === '1' || packet.startsWith('41')) {
          session.closed = true;
          session.connected = false;
          send(session, '6');
        }
      }
      return text('ok');
    }),
  ];

  return {
    handlers,
    /** Resolves once a client has connected (the app's provider, after sign-in). */
    connected(): Promise<void> {
      if (isConnected()) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    /** Sends `event` with `payload` to every connected client, as the server's emit. */
    emit(event: string, payload: unknown) {
      for (const session of sessions.values()) {
        if (session.connected && !session.closed) {
          send(session, `42${JSON.stringify([event, payload])}`);
        }
      }
    },
    /** Forgets every client; pending polls are answered so nothing hangs. */
    reset() {
      for (const session of sessions.values()) {
        session.closed = true;
        session.wake?.();
      }
      sessions.clear();
      waiters = [];
    },
  };
}

export const fakeRealtime = createFakeRealtime();

/** Stores a notification and sends it live, in English and Nepali, as the server does. */
export function deliverNotification(notification: fixtures.StoredNotification) {
  notificationStore.add(notification);
  fakeRealtime.emit('notification', fixtures.realtimePayload(notification));
}
