import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  answerTransfer,
  createTransfer,
  listTransfers,
  readTransferAudited,
} from '../domain/transfers';
import { route } from '../http/route';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date };

/** Transfers between doctors (issue 18, ADR 0040). */
export function transferRoutes(app: FastifyInstance, { db, realtime, clock }: Deps) {
  route(app, 'transfers', ({ caller }) => listTransfers(db, caller, clock()));
  route(app, 'createTransfer', ({ caller, body, request }) =>
    createTransfer(db, body, { caller, ip: request.ip, now: clock(), realtime }),
  );
  route(app, 'transfer', ({ caller, params, request }) =>
    readTransferAudited(db, caller, params.id, { ip: request.ip, now: clock() }),
  );
  route(app, 'updateTransferStatus', ({ caller, params, body, request }) =>
    answerTransfer(db, params.id, body, { caller, ip: request.ip, now: clock(), realtime }),
  );
}
