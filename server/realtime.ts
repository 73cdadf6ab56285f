import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { FEED_ROOM } from '@contract/feed';
import type { SessionGuard, VerifiedCaller } from './domain/sessions';

/** Rooms a socket may join by asking: only the public feed's (000 §4: counts to all viewers). */
const openRooms = new Set([FEED_ROOM]);

/** The longest a timer waits (setTimeout's limit); a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

const sessionRoom = (sid: string) => `session:${sid}`;

/**
 * socket.io on the API's own port. The handshake carries the access token in `auth`;
 * a bad token, or one whose session has ended, is refused, and a signed-in socket joins
 * a room for its user, its role and its session. A visitor's socket (no token) joins
 * nothing until it asks to watch the feed (`feed:watch`); it never hears anyone's own
 * events.
 *
 * A signed-in socket lives as long as its session and its token (ADR 0015): it is
 * disconnected when the session ends, and when the token expires unless the client
 * sent a fresh one first (`auth`, with the token and an acknowledgement callback).
 */
export function attachRealtime(server: HttpServer, sessions: SessionGuard): Server {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
  });
  const expiries = new WeakMap<Socket, NodeJS.Timeout>();

  /** Disconnects the socket when its token expires; a fresh token moves the moment. */
  const expireAt = (socket: Socket, exp: number) => {
    clearTimeout(expiries.get(socket));
    const wait = exp * 1000 - Date.now();
    const timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? expireAt(socket, exp) : socket.disconnect(true)),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    timer.unref();
    expiries.set(socket, timer);
  };

  const adopt = async (socket: Socket, caller: VerifiedCaller) => {
    const previous = socket.data.sid as string | undefined;
    socket.data.caller = { userId: caller.userId, role: caller.role };
    socket.data.sid = caller.sid;
    await socket.join([`user:${caller.userId}`, `role:${caller.role}`, sessionRoom(caller.sid)]);
    if (previous && previous !== caller.sid) await socket.leave(sessionRoom(previous));
    expireAt(socket, caller.exp);
  };

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.caller = null;
      return next();
    }
    const caller = typeof token === 'string' ? await sessions.verify(token) : null;
    if (!caller) return next(new Error('UNAUTHORIZED'));
    await adopt(socket, caller);
    next();
  });

  // A session that ends (here or in another process) takes its sockets with it at once.
  sessions.onEnded((sid) => io.in(sessionRoom(sid)).disconnectSockets(true));

  io.on('connection', (socket) => {
    socket.on('watch', (room: unknown) => {
      if (typeof room === 'string' && openRooms.has(room)) void socket.join(room);
    });
    socket.on('unwatch', (room: unknown) => {
      if (typeof room === 'string' && openRooms.has(room)) void socket.leave(room);
    });
    // A fresh token for the same person keeps a signed-in socket open past the old one's
    // expiry; anything else (another person, an ended session) ends the socket.
    socket.on('auth', async (token: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (ok: boolean) => void) : () => {};
      const current = socket.data.caller as { userId: string } | null;
      const caller = typeof token === 'string' ? await sessions.verify(token) : null;
      if (!current || !caller || caller.userId !== current.userId) {
        answer(false);
        socket.disconnect(true);
        return;
      }
      await adopt(socket, caller);
      answer(true);
    });
    socket.on('disconnect', () => clearTimeout(expiries.get(socket)));
  });
  return io;
}

/**
 * How the domain tells people something happened (appointment_booked, notification,
 * appointment_updated), without knowing about sockets. Events go out after the change
 * is committed. Until a socket server is attached (tests that need none) they are
 * dropped; `sent` keeps the last ones for tests to read.
 */
export type Realtime = {
  toUser(userId: string, event: string, payload: unknown): void;
  /** To every socket watching a room (the feed's counts). */
  toRoom(room: string, event: string, payload: unknown): void;
};

export type RealtimeRelay = Realtime & {
  attach(io: Server): void;
  readonly sent: { userId?: string; room?: string; event: string; payload: unknown }[];
};

export function realtimeRelay(): RealtimeRelay {
  let io: Server | undefined;
  const sent: RealtimeRelay['sent'] = [];
  return {
    sent,
    attach(server) {
      io = server;
    },
    toUser(userId, event, payload) {
      sent.push({ userId, event, payload });
      if (sent.length > 100) sent.shift();
      io?.to(`user:${userId}`).emit(event, payload);
    },
    toRoom(room, event, payload) {
      sent.push({ room, event, payload });
      if (sent.length > 100) sent.shift();
      io?.to(room).emit(event, payload);
    },
  };
}
