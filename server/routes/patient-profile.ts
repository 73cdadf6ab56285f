import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { contentDisposition, removeFiles, withStoredFiles } from '../http/stored-files';
import { accountLimiter } from '../domain/limits';
import { deleteAllNotifications, deleteNotification, unreadCount } from '../domain/notifications';
import {
  deleteDocument,
  listDocuments,
  preferencesOf,
  readDocumentFile,
  readProfile,
  replacePicture,
  saveDocument,
  updatePreferences,
  updateProfile,
} from '../domain/patient-profile';

type Deps = { db: Db; clock: () => Date; filesDir: string };

/**
 * The patient's profile and documents, and everyone's notification count, deletion and
 * switches (issue 17, ADR 0036). The list and mark-read stay in appointments.ts.
 */
export function patientProfileRoutes(app: FastifyInstance, { db, clock, filesDir }: Deps) {
  const limit = accountLimiter(db, clock);

  route(app, 'notificationUnreadCount', async ({ caller }) => ({
    unreadCount: await unreadCount(db, caller.userId),
  }));
  route(app, 'deleteNotification', ({ caller, params }) =>
    deleteNotification(db, caller.userId, params.id),
  );
  route(app, 'deleteAllNotifications', ({ caller }) => deleteAllNotifications(db, caller.userId));
  route(app, 'notificationPreferences', async ({ caller }) => ({
    preferences: await preferencesOf(db, caller.userId),
  }));
  route(app, 'updateNotificationPreferences', async ({ caller, body }) => ({
    preferences: await updatePreferences(db, caller, body.preferences),
  }));

  route(app, 'patientProfile', async ({ caller }) => ({
    profile: await readProfile(db, caller.userId),
  }));
  route(app, 'updatePatientProfile', async ({ caller, body }) => ({
    profile: await updateProfile(db, caller, body),
  }));
  route(app, 'uploadProfilePicture', async ({ caller, multipart: { files } }) => {
    await limit(caller, 'upload', files.length);
    return { profile: await replacePicture(db, filesDir, caller, files[0]) };
  });

  route(app, 'patientDocuments', ({ caller }) => listDocuments(db, caller.userId));
  route(app, 'uploadPatientDocument', async ({ caller, multipart: { fields, files } }) => {
    if (files.length === 0) throw new AppError(400, 'PATIENT_DOCUMENT_REQUIRED', 'file');
    await limit(caller, 'upload', files.length);
    return withStoredFiles(filesDir, files.slice(0, 1), async ([stored]) => {
      if (!stored) throw new AppError(400, 'PATIENT_DOCUMENT_REQUIRED', 'file');
      return saveDocument(db, caller, fields, stored);
    });
  });
  route(app, 'deletePatientDocument', async ({ caller, params }) => {
    await removeFiles(filesDir, [await deleteDocument(db, caller, params.id)]);
    return { deleted: true as const };
  });
  route(app, 'patientDocumentFile', async ({ caller, params, query, reply }) => {
    const file = await readDocumentFile(db, filesDir, caller.userId, params.id);
    const inline = query.inline === '1';
    return reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(file.name, inline))
      .send(file.bytes);
  });
}
