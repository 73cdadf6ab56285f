import type { DoctorProfile } from '@contract/doctor-profile';
import type { Db } from '../../db/database';
import type { DoctorProfileDetails } from '../../db/schema-doctor-profile';
import { AppError } from '../../http/errors';
import { bareName, insertDoctorRow } from '../doctor-rows';
import { profileImageFileOf } from '../profile-images';

export { bareName };

const emptySocial = { linkedin: '', facebook: '', twitter: '', website: '', other: '' };

/**
 * The doctor row of a signed-in doctor; 403 NOT_A_DOCTOR when the account is not a
 * doctor's. A doctor who registered but is not yet verified gets an unlisted draft row on
 * first use (pending, NMC unverified: the directory shows only verified doctors), so the
 * profile is filled before applying, as 001 §2.11 expects; approval verifies that row.
 */
export async function doctorOf(db: Db, userId: string) {
  const doctor = await db
    .selectFrom('doctors')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (doctor) return doctor;
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'phone', 'role', 'profile'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.role !== 'doctor') throw new AppError(403, 'NOT_A_DOCTOR');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const draft = await insertDoctorRow(db, {
    userId,
    fullName: user.name.trim(),
    specialization: text(user.profile.specialty) || 'General Physician',
    phone: user.phone,
    email: user.email,
    city: text(user.profile.city) || 'Kathmandu',
    nmcNumber: null,
    verified: false,
  });
  return (
    draft ??
    db.selectFrom('doctors').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
  );
}

/** The details document of a doctor (empty before the first save). */
export async function detailsOf(db: Db, doctorId: string) {
  const row = await db
    .selectFrom('doctor_profiles')
    .select(['details', 'updated_at'])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();
  const details: DoctorProfileDetails =
    typeof row?.details === 'string' ? JSON.parse(row.details) : (row?.details ?? {});
  return { details, updatedAt: row?.updated_at ?? null };
}

/** The latest verification application's remarks and whether it was a manual request. */
async function verificationOf(db: Db, userId: string) {
  const app = await db
    .selectFrom('verification_applications')
    .select(['details', 'remarks', 'status'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'doctor')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const details = (typeof app?.details === 'string' ? JSON.parse(app.details) : app?.details) as
    Record<string, unknown> | undefined;
  return {
    message: app?.remarks ?? '',
    manual:
      app?.status === 'pending' && typeof details?.verificationLink === 'string'
        ? details.verificationLink !== ''
        : false,
  };
}

/** A list's entries with the file fields saved before files existed (0038) set to none. */
function filled<T extends object>(items: T[] | undefined, none: Partial<T>): T[] {
  return (items ?? []).map((item) => ({ ...none, ...item }));
}

/** The caller's whole profile (001 §3), from the `doctors` row and its details. */
export async function readProfile(db: Db, userId: string): Promise<DoctorProfile> {
  const doctor = await doctorOf(db, userId);
  const [{ details, updatedAt }, verification] = await Promise.all([
    detailsOf(db, doctor.id),
    verificationOf(db, userId),
  ]);
  return {
    id: doctor.id,
    fullName: bareName(doctor.full_name),
    phoneNumber: doctor.contact_phone,
    email: doctor.contact_email,
    age: details.age ?? null,
    gender: details.gender ?? '',
    bloodGroup: (details.bloodGroup ?? '') as DoctorProfile['bloodGroup'],
    specialization: doctor.specialization,
    experience: doctor.experience_years,
    dateOfBirth: details.dateOfBirth ?? '',
    profilePhoto: profileImageFileOf(doctor.photo_url),
    photoUrl: doctor.photo_url,
    nmcNumber: doctor.nmc_number ?? '',
    nmcVerified: doctor.nmc_verified,
    verificationStatus: doctor.verification_status,
    verificationMessage: verification.message,
    manualVerificationRequested: verification.manual,
    medicalCollege: details.medicalCollege ?? { name: '', passedOutYear: null, location: '' },
    graduation: {
      degree: '',
      institution: '',
      year: null,
      grade: '',
      certificate: null,
      ...details.graduation,
    },
    postGraduation: filled(details.postGraduation, { certificate: null }),
    dmQualifications: filled(details.dmQualifications, { certificate: null }),
    fellowships: filled(details.fellowships, { certificate: null }),
    currentWorkingPlaces: details.currentWorkingPlaces ?? [],
    researchPublications: filled(details.researchPublications, { document: null }),
    achievements: filled(details.achievements, { document: null, image: null }),
    specialSkills: filled(details.specialSkills, { certificate: null, image: null }),
    bio: doctor.about,
    languages: doctor.languages,
    socialMedia: { ...emptySocial, ...details.socialMedia },
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
  };
}
