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
