import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { idleSessions } from '../domain/auth-policy';
import { sessionGuard, type SessionGuard } from '../domain/sessions';
import type { TokenService } from '../domain/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session check shared with the realtime server (ADR 0015). */
    sessions: SessionGuard;
  }
}

/**
 * Who is calling: a bearer token whose signature, expiry and session hold makes a
 * caller; anything else is anonymous, so a protected route answers 401 in the envelope.
 */
export async function authenticate(app: FastifyInstance, db: Db, tokens: TokenService) {
  const guard = await sessionGuard(db, tokens);
  app.decorate('sessions', guard);
  const idle = idleSessions(db);
  app.addHook('onClose', () => guard.close());
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const caller = await guard.verify(header.slice(7).trim());
    // A session idle past the admin's timeout ends here (issue 14): anonymous, so 401.
    if (caller && (await idle.touch(caller.sid)))
      request.caller = { userId: caller.userId, role: caller.role };
  });
}
