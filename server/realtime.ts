import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { TokenService } from './domain/tokens';

/**
 * socket.io on the API's own port. The handshake carries the access token in `auth`;
 * a missing or bad token is refused. Each socket joins a room for its user and its role.
 */
export function attachRealtime(server: HttpServer, tokens: TokenService): Server {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
  });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const claims = typeof token === 'string' ? await tokens.verifyAccess(token) : null;
    if (!claims) return next(new Error('UNAUTHORIZED'));
    socket.data.caller = claims;
    await socket.join([`user:${claims.userId}`, `role:${claims.role}`]);
    next();
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
};

export type RealtimeRelay = Realtime & {
  attach(io: Server): void;
  readonly sent: { userId: string; event: string; payload: unknown }[];
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
  };
}
