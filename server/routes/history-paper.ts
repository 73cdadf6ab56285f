import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { saveHistoryPaper } from '../domain/history-paper';
import { withStoredFiles } from '../http/stored-files';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date; filesDir: string };

/** The history paper tab (issue 17; 002 §7 `POST /history-paper`): kept as a medical record. */
export function historyPaperRoutes(app: FastifyInstance, { db, clock, filesDir }: Deps) {
  route(app, 'submitHistoryPaper', ({ caller, multipart: { fields, files } }) =>
    withStoredFiles(filesDir, files, (stored) =>
      saveHistoryPaper(db, caller.userId, fields.historyPaperData, stored, clock()),
    ),
  );
}
