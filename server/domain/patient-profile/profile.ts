import type {
  PatientProfile,
  PatientProfileValues,
  patientProfile as profileSchema,
} from '@contract/patient-profile';
import type { ProfileImageType } from '@contract/doctor-profile';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Upload } from '../../http/uploads';
import { audit } from '../audit';
import { profileImageFileOf, removeProfileImage, storeProfileImage } from '../profile-images';

/**
 * The patient's profile (ADR 0036): name, email and phone in their `users` columns
 * (email and phone unique, as at registration), the rest in `users.profile` JSON, the
 * picture as `users.avatar_url` (a profile-images URL).
 */

type Caller = { userId: string; role: string };

const medicalKeys = [
  'age',
  'gender',
  'bloodGroup',
  'address',
  'emergencyContact',
  'allergies',
  'chronicConditions',
] as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Allergies and conditions were once saved as objects with name or condition. */
const tagsOf = (v: unknown) =>
  Array.isArray(v)
    ? v
        .map((t) =>
          typeof t === 'string'
            ? t
            : str(
                (t as Record<string, unknown>)?.name ?? (t as Record<string, unknown>)?.condition,
              ),
        )
        .filter(Boolean)
    : [];

function oneOf<T extends string>(v: unknown, allowed: readonly T[]): T | null {
  return allowed.includes(v as T) ? (v as T) : null;
}

export async function readProfile(db: Db, userId: string): Promise<PatientProfile> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'role', 'avatar_url', 'verified', 'profile'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError(404, 'NOT_FOUND');
  const application = await db
    .selectFrom('verification_applications')
    .select('status')
    .where('user_id', '=', userId)
    .where('kind', '=', 'patient')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const p = (typeof user.profile === 'string' ? JSON.parse(user.profile) : user.profile) ?? {};
  const picture = profileImageFileOf(user.avatar_url);
  const age = typeof p.age === 'number' && Number.isInteger(p.age) ? p.age : null;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    age,
    gender: oneOf(p.gender, ['male', 'female', 'other'] as const),
    bloodGroup: oneOf(p.bloodGroup, ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const),
    address: str(p.address),
    emergencyContact: str(p.emergencyContact),
    allergies: tagsOf(p.allergies),
    chronicConditions: tagsOf(p.chronicConditions),
    profilePicture: picture,
    profilePictureUrl: user.avatar_url,
    role: user.role,
    isVerified: user.verified,
    verificationStatus: user.verified
      ? 'verified'
      : application?.status === 'rejected'
        ? 'rejected'
        : application
          ? 'pending'
          : 'not_submitted',
  } satisfies z.infer<typeof profileSchema>;
}

/** Saves the profile; a taken email or phone is 409 on its field; audited with old and new. */
export async function updateProfile(
  db: Db,
  caller: Caller,
  values: PatientProfileValues,
): Promise<PatientProfile> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(['name', 'email', 'phone', 'profile'])
      .where('id', '=', caller.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const emailTaken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', values.email))
      .where('id', '<>', caller.userId)
      .executeTakeFirst();
    if (emailTaken) throw new AppError(409, 'EMAIL_EXISTS', 'email');
    const phoneTaken = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', '=', values.phone)
      .where('id', '<>', caller.userId)
      .executeTakeFirst();
    if (phoneTaken) throw new AppError(409, 'PHONE_EXISTS', 'phone');
    const before =
      (typeof current.profile === 'string' ? JSON.parse(current.profile) : current.profile) ?? {};
    const medical = Object.fromEntries(medicalKeys.map((k) => [k, values[k]]));
    await trx
      .updateTable('users')
      .set({
        name: values.name,
        email: values.email,
        phone: values.phone,
        profile: JSON.stringify({ ...before, ...medical }),
        updated_at: new Date(),
      })
      .where('id', '=', caller.userId)
      .execute();
    const changed = (['name', 'email', 'phone'] as const).filter((k) => current[k] !== values[k]);
    const changedMedical = medicalKeys.filter(
      (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(values[k]),
    );
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'patient_profile',
      subjectId: caller.userId,
      patientId: caller.userId,
      details: {
        old: {
          ...Object.fromEntries(changed.map((k) => [k, current[k]])),
          ...Object.fromEntries(changedMedical.map((k) => [k, before[k] ?? null])),
        },
        new: {
          ...Object.fromEntries(changed.map((k) => [k, values[k]])),
          ...Object.fromEntries(changedMedical.map((k) => [k, values[k]])),
        },
      },
    });
  });
  return readProfile(db, caller.userId);
}

/** Replaces the picture: the new one is stored, the row points at it, then the old goes. */
export async function replacePicture(
  db: Db,
  filesDir: string,
  caller: Caller,
  upload: Upload<ProfileImageType> | undefined,
): Promise<PatientProfile> {
  const stored = await storeProfileImage(filesDir, upload);
  let old: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select('avatar_url')
        .where('id', '=', caller.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      old = row.avatar_url;
      await trx
        .updateTable('users')
        .set({ avatar_url: stored.url, updated_at: new Date() })
        .where('id', '=', caller.userId)
        .execute();
      await audit(trx, {
        actor: { id: caller.userId, role: caller.role },
        action: 'update',
        subjectType: 'profile_picture',
        subjectId: caller.userId,
        details: { old: row.avatar_url, new: stored.url },
      });
    });
  } catch (error) {
    await removeProfileImage(filesDir, stored.file);
    throw error;
  }
  await removeProfileImage(filesDir, old);
  return readProfile(db, caller.userId);
}
