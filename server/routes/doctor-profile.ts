import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  documentContentTypes,
  readDocument,
  readProfile,
  replacePicture,
  saveSection,
  uploadDocument,
} from '../domain/doctor-profile';
import { accountLimiter } from '../domain/limits';
import { readProfileImage } from '../domain/profile-images';
import { route } from '../http/route';
import { contentDisposition } from '../http/stored-files';

type Deps = { db: Db; clock: () => Date; filesDir: string };

/**
 * The doctor's profile editor (issue 16): the whole profile, each section's save, the
 * picture; and the public profile pictures (doctors' and patients').
 */
export function doctorProfileRoutes(app: FastifyInstance, { db, clock, filesDir }: Deps) {
  const limit = accountLimiter(db, clock);

  route(app, 'doctorProfile', ({ caller }) => readProfile(db, caller.userId));

  route(app, 'updateDoctorProfileSection', ({ caller, params, body, request }) =>
    saveSection({ db, filesDir, now: clock() }, caller, params.section, body, request.ip),
  );

  route(app, 'updateDoctorProfilePicture', async ({ caller, multipart: { files }, request }) => {
    await limit(caller, 'upload', files.length);
    return replacePicture({ db, filesDir }, caller, files, request.ip);
  });

  route(
    app,
    'uploadDoctorProfileDocument',
    async ({ caller, multipart: { fields, files }, request }) => {
      await limit(caller, 'upload', files.length);
      return uploadDocument({ db, filesDir }, caller, fields.kind, files, request.ip);
    },
  );

  route(app, 'doctorProfileDocument', async ({ caller, params, request, reply }) => {
    const doc = await readDocument({ db, filesDir }, caller, params.file, request.ip);
    return reply
      .header('content-type', documentContentTypes[doc.type])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        contentDisposition(doc.name, doc.type !== 'pdf' && !doc.type.startsWith('doc')),
      )
      .send(doc.bytes);
  });

  route(app, 'profileImage', async ({ params, reply }) => {
    const picture = await readProfileImage(filesDir, params.file);
    return (
      reply
        .header('content-type', picture.contentType)
        .header('x-content-type-options', 'nosniff')
        // A new picture gets a new name, so a stored one never changes; the default may.
        .header(
          'cache-control',
          picture.stored ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .header('content-disposition', 'inline')
        .send(picture.bytes)
    );
  });
}
