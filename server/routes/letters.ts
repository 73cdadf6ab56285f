import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  createLetter,
  deleteLetter,
  listLetters,
  readLetter,
  sendLetter,
  updateLetter,
} from '../domain/letters';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/** Medical letters (issue 18, ADR 0043). */
export function letterRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  route(app, 'letters', ({ caller, query }) => listLetters(db, caller, query));
  route(app, 'createLetter', ({ caller, body, request }) =>
    createLetter(db, body, { caller, ip: request.ip, now: clock(), realtime }),
  );
  route(app, 'letter', ({ caller, params, request }) =>
    readLetter(db, caller, params.id, request.ip),
  );
  route(app, 'updateLetter', ({ caller, params, body, request }) =>
    updateLetter(db, params.id, body, { caller, ip: request.ip, now: clock(), realtime }),
  );
  route(app, 'sendLetter', ({ caller, params, request }) =>
    sendLetter(db, params.id, { caller, ip: request.ip, now: clock(), realtime }),
  );
  route(app, 'deleteLetter', ({ caller, params, request }) =>
    deleteLetter(db, params.id, { caller, ip: request.ip, now: clock() }),
  );
}
