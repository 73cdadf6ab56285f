import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@contract/roles';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { contentDisposition, removeFiles, withStoredFiles } from '../http/stored-files';
import { accountLimiter } from '../domain/limits';
import {
  accessHistory,
  canDoctorReadRecords,
  recordsRefusal,
  createRecord,
  deleteRecord,
  dropExpiredUploads,
  findRecord,
  listRecords,
  logRecordRead,
  readRecordFile,
  saveUpload,
} from '../domain/records';
import { isUuid } from '../domain/cursor';

type Deps = { db: Db; clock: () => Date; filesDir: string };

/**
 * Medical records (issue 15, ADR 0027): the patient's uploads and records, a doctor's
 * view once the patient is theirs, the files behind both, and the patient's access history.
 */
export function recordRoutes(app: FastifyInstance, { db, clock, filesDir }: Deps) {
  const limit = accountLimiter(db, clock);

  // The file gets its name only once its row commits.
  route(app, 'fileUpload', async ({ caller, multipart: { files } }) => {
    if (files.length === 0) throw new AppError(400, 'RECORD_FIELDS_REQUIRED', 'file');
    await limit(caller, 'upload', files.length);
    // Uploads the caller never used, past their handle's life, go before a new one is kept.
    await removeFiles(filesDir, await dropExpiredUploads(db, caller.userId, clock()));
    const file = await withStoredFiles(filesDir, files, (stored) => saveUpload(db, caller, stored));
    return { file };
  });

  route(app, 'records', ({ caller, query }) => listRecords(db, caller.userId, query));
  route(app, 'createRecord', async ({ caller, body }) => ({
    record: await createRecord(db, caller, body, clock()),
  }));
  route(app, 'recordAccessHistory', ({ caller, query }) => accessHistory(db, caller.userId, query));

  route(app, 'record', async ({ caller, params, request }) => {
    if (!isUuid(params.id)) throw new AppError(404, 'RECORD_NOT_FOUND');
    const isDoctor = caller.role === 'doctor';
    const record = await findRecord(db, params.id, isDoctor ? { doctorUserId: caller.userId } : {});
    if (!record) throw new AppError(404, 'RECORD_NOT_FOUND');
    if (record.userId !== caller.userId) {
      if (!isDoctor) throw new AppError(404, 'RECORD_NOT_FOUND');
      if (!(await canDoctorReadRecords(db, caller.userId, record.userId)))
        throw await recordsRefusal(db, caller.userId, record.userId, 'RECORD_NOT_FOUND');
      await logRecordRead(db, caller, {
        patientId: record.userId,
        access: 'viewed',
        record: { _id: record._id, title: record.title, type: record.type },
        ip: request.ip,
      });
    }
    return { record };
  });

  route(app, 'deleteRecord', async ({ caller, params }) => {
    const storedNames = await deleteRecord(db, caller, params.id);
    await removeFiles(filesDir, storedNames);
    return { deleted: true as const };
  });

  route(app, 'patientRecords', async ({ caller, params, query, request }) => {
    if (!isUuid(params.patientId)) throw new AppError(404, 'NOT_FOUND');
    const patient = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', params.patientId)
      .where('role', 'in', ['patient', 'public'])
      .executeTakeFirst();
    if (!patient) throw new AppError(404, 'NOT_FOUND');
    if (!(await canDoctorReadRecords(db, caller.userId, patient.id)))
      throw await recordsRefusal(db, caller.userId, patient.id);
    const list = await listRecords(db, patient.id, query, { doctorUserId: caller.userId });
    await logRecordRead(db, caller, { patientId: patient.id, access: 'listed', ip: request.ip });
    return { patient: { _id: patient.id, name: patient.name }, ...list };
  });

  const sendFile =
    (withUser: boolean) =>
    async ({
      caller,
      params,
      query,
      request,
      reply,
    }: {
      caller: { userId: string; role: Role };
      params: { file: string; userId?: string };
      query: { inline: '0' | '1' };
      request: FastifyRequest;
      reply: FastifyReply;
    }) => {
      const file = await readRecordFile(
        db,
        filesDir,
        caller,
        {
          ...(withUser ? { userId: params.userId ?? '' } : {}),
          file: params.file,
          inline: query.inline === '1',
        },
        request.ip,
      );
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.name, file.inline))
        .send(file.bytes);
    };
  route(app, 'recordFile', sendFile(true));
  route(app, 'recordFileShort', sendFile(false));
}
