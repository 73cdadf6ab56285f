import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { readProfile, replacePicture, saveSection } from '../domain/doctor-profile';
import { accountLimiter } from '../domain/limits';
import { readProfileImage } from '../domain/profile-images';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date; filesDir: string };

/**
 * The doctor's profile editor (issue 16): the whole profile, each section's save, the
 * picture; and the public profile pictures (doctors' and patients').
 */
export function doctorProfileRoutes(app: FastifyInstance, { db, clock, filesDir }: Deps) {
  const limit = accountLimiter(db, clock);

  route(app, 'doctorProfile', ({ caller }) => readProfile(db, caller.userId));

  route(app, 'updateDoctorProfileSection', ({ caller, params, body, request }) =>
    saveSection(db, caller, params.section, body, request.ip),
  );

  route(app, 'updateDoctorProfilePicture', async ({ caller, multipart: { files }, request }) => {
    await limit(caller, 'upload', files.length);
    return replacePicture({ db, filesDir }, caller, files, request.ip);
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
