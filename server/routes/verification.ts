import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { accountLimiter } from '../domain/limits';
import {
  contentTypes,
  decide,
  listPending,
  myVerification,
  readApplication,
  readDocument,
  submitDoctor,
  submitPatient,
  submitProvider,
} from '../domain/verification';
import { route } from '../http/route';
import { contentDisposition, withStoredFiles } from '../http/stored-files';
import type { Realtime } from '../realtime';

type Deps = { db: Db; realtime: Realtime; clock: () => Date; filesDir: string };

/** Verification (issue 14): applying, the admin's queue, documents and decisions. */
export function verificationRoutes(app: FastifyInstance, { db, realtime, clock, filesDir }: Deps) {
  const deps = () => ({ db, realtime, now: clock() });
  const limit = accountLimiter(db, clock);

  // Files get their names only once the application commits; a refused one keeps none.
  route(app, 'applyDoctorVerification', async ({ caller, multipart: { fields, files } }) => {
    await limit(caller, 'upload', files.length);
    const application = await withStoredFiles(filesDir, files, (stored) =>
      submitDoctor(deps(), caller, fields, stored),
    );
    return { application };
  });
  route(app, 'applyPatientVerification', async ({ caller, multipart: { fields, files } }) => {
    await limit(caller, 'upload', files.length);
    const application = await withStoredFiles(filesDir, files, (stored) =>
      submitPatient(deps(), caller, fields, stored),
    );
    return { application };
  });
  route(app, 'applyProviderVerification', async ({ caller, multipart: { fields, files } }) => {
    await limit(caller, 'upload', files.length);
    const application = await withStoredFiles(filesDir, files, (stored) =>
      submitProvider(deps(), caller, fields, stored),
    );
    return { application };
  });
  route(app, 'myVerification', ({ caller }) => myVerification(db, caller.userId, clock()));

  route(app, 'verificationDocument', async ({ caller, params, request, reply }) => {
    const doc = await readDocument(db, filesDir, caller, params.id, request.ip);
    return reply
      .header('content-type', contentTypes[doc.type])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(doc.name, doc.type !== 'pdf'))
      .send(doc.bytes);
  });

  route(app, 'pendingApprovals', ({ query }) => listPending(db, query, clock()));
  route(app, 'verificationApplication', async ({ caller, params, request }) => ({
    application: await readApplication(db, caller, params.id, clock(), request.ip),
  }));
  route(app, 'approveDoctor', async ({ caller, params, body, request }) => ({
    application: await decide(deps(), caller, params.id, ['doctor'], body, request.ip),
  }));
  route(app, 'approvePatient', async ({ caller, params, body, request }) => ({
    application: await decide(deps(), caller, params.id, ['patient'], body, request.ip),
  }));
  route(app, 'approveProvider', async ({ caller, params, body, request }) => ({
    application: await decide(
      deps(),
      caller,
      params.id,
      ['hospital', 'lab', 'pharmacy', 'ambulance'],
      body,
      request.ip,
    ),
  }));
}
