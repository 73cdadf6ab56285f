import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { FEED_ROOM } from '@contract/feed';
import type { TokenService } from './domain/tokens';

/** Rooms a socket may join by asking: only the public feed's (000 §4: counts to all viewers). */
const openRooms = new Set([FEED_ROOM]);

/**
 * socket.io on the API's own port. The handshake carries the access token in `auth`;
 * a bad token is refused, and a signed-in socket joins a room for its user and its
 * role. A visitor's socket (no token) joins nothing until it asks to watch the feed
 * (`feed:watch`); it never hears anyone's own events.
 */
export function attachRealtime(server: HttpServer, tokens: TokenService): Server {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
  });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.caller = null;
      return next();
    }
    const claims = typeof token === 'string' ? await tokens.verifyAccess(token) : null;
    if (!claims) return next(new Error('UNAUTHORIZED'));
    socket.data.caller = claims;
    await socket.join([`user:${claims.userId}`, `role:${claims.role}`]);
    next();
  });
  io.on('connection', (socket) => {
    socket.on('watch', (room: unknown) => {
      if (typeof room === 'string' && openRooms.has(room)) void socket.join(room);
    });
    socket.on('unwatch', (room: unknown) => {
      if (typeof room === 'string' && openRooms.has(room)) void socket.leave(room);
    });
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
