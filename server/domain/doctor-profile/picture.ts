import type { ProfileImageType } from '@contract/doctor-profile';
import type { DoctorProfile } from '@contract/doctor-profile';
import type { Db } from '../../db/database';
import type { Upload } from '../../http/uploads';
import { audit } from '../audit';
import { removeProfileImage, storeProfileImage } from '../profile-images';
import { doctorOf, readProfile } from './read';

/**
 * Replaces the doctor's picture (001 §7): stored checked by its bytes, the public row
 * pointed at it (so the directory shows it at once), then the old one removed; audited.
 */
export async function replacePicture(
  { db, filesDir }: { db: Db; filesDir: string },
  caller: { userId: string; role: string },
  files: Upload<ProfileImageType>[],
  ip: string,
): Promise<DoctorProfile> {
  const doctor = await doctorOf(db, caller.userId);
  const stored = await storeProfileImage(filesDir, files[0]);
  try {
    await db
      .updateTable('doctors')
      .set({ photo_url: stored.url })
      .where('id', '=', doctor.id)
      .execute();
  } catch (error) {
    await removeProfileImage(filesDir, stored.file);
    throw error;
  }
  await removeProfileImage(filesDir, doctor.photo_url);
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'update',
    subjectType: 'doctor_profile',
    subjectId: doctor.id,
    ip,
    details: {
      section: 'picture',
      old: { photoUrl: doctor.photo_url },
      new: { photoUrl: stored.url },
      file: { name: files[0]?.name, type: files[0]?.type, size: files[0]?.size },
    },
  });
  return readProfile(db, caller.userId);
}
