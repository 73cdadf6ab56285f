import { sql } from 'kysely';
import type { ApplicantKind } from '@contract/verification';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { cities } from '../discovery-data';
import { insertDoctorRow } from '../doctor-rows';

/**
 * What a decision changes on the account, at once and in the decision's transaction:
 * a verified doctor is NMC-verified and public (listed, bookable: the discovery and
 * booking queries' `nmc_verified and verification_status = 'verified'`); a verified
 * patient may book (users.verified, which booking checks); a verified provider has its
 * directory entry. `users.verified` is the account's verification for every kind.
 */

type Decided = {
  userId: string;
  kind: ApplicantKind;
  details: Record<string, unknown>;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where a provider's directory entry goes: its city's centre from the known cities. */
export function cityOf(name: string) {
  const wanted = name.trim().toLowerCase();
  return cities.find((c) => c.name.toLowerCase() === wanted || c.ne === name.trim()) ?? null;
}

/** The NMC number is another doctor's (a listed doctor, or another account's). */
export async function assertNmcFree(db: Db, nmcNumber: string, userId: string) {
  const taken = await db
    .selectFrom('doctors')
    .select('id')
    .where('nmc_number', '=', nmcNumber)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', userId)]))
    .executeTakeFirst();
  if (taken) throw new AppError(409, 'NMC_NUMBER_TAKEN', 'nmcNumber');
}

async function setProfile(db: Db, userId: string, fields: Record<string, unknown>) {
  await db
    .updateTable('users')
    .set({
      profile: sql`profile || ${JSON.stringify(fields)}::jsonb`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The applicant's profile while an application waits (001 §4: pending, manual request). */
export async function markPending(db: Db, app: Decided) {
  if (app.kind !== 'doctor') {
    await setProfile(db, app.userId, { verificationStatus: 'pending' });
    return;
  }
  await setProfile(db, app.userId, {
    nmcNumber: str(app.details.nmcNumber),
    verificationStatus: 'pending',
    manualVerificationRequested: app.details.manualVerificationRequested === true,
  });
}

export async function applyRejection(db: Db, app: Decided) {
  await setProfile(db, app.userId, { verificationStatus: 'rejected' });
  if (app.kind === 'doctor')
    await db
      .updateTable('doctors')
      .set({ nmc_verified: false, verification_status: 'rejected' })
      .where('user_id', '=', app.userId)
      .execute();
}

export async function applyApproval(db: Db, app: Decided) {
  await db
    .updateTable('users')
    .set({ verified: true, updated_at: new Date() })
    .where('id', '=', app.userId)
    .execute();
  if (app.kind === 'doctor') await approveDoctor(db, app);
  else if (app.kind === 'patient')
    await setProfile(db, app.userId, { verificationStatus: 'verified' });
  else await approveProvider(db, app, app.kind);
}

async function approveDoctor(db: Db, app: Decided) {
  const nmcNumber = str(app.details.nmcNumber);
  await assertNmcFree(db, nmcNumber, app.userId);
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'phone', 'profile'])
    .where('id', '=', app.userId)
    .executeTakeFirstOrThrow();
  const profile = user.profile;
  const fullName = str(app.details.fullName) || user.name;
  const specialization =
    str(app.details.specialization) || str(profile.specialty) || 'General Physician';
  await setProfile(db, app.userId, {
    fullName,
    nmcNumber,
    nmcVerified: true,
    verificationStatus: 'verified',
    manualVerificationRequested: false,
  });
  const updated = await db
    .updateTable('doctors')
    .set({ nmc_number: nmcNumber, nmc_verified: true, verification_status: 'verified' })
    .where('user_id', '=', app.userId)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  await insertDoctorRow(db, {
    userId: app.userId,
    fullName,
    specialization,
    phone: user.phone,
    email: user.email,
    city: str(profile.city) || 'Kathmandu',
    nmcNumber,
    verified: true,
  });
}

async function approveProvider(
  db: Db,
  app: Decided,
  type: Exclude<ApplicantKind, 'doctor' | 'patient'>,
) {
  const existing = await db
    .selectFrom('providers')
    .select('id')
    .where('user_id', '=', app.userId)
    .executeTakeFirst();
  await setProfile(db, app.userId, { verificationStatus: 'verified' });
  if (existing) return;
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'phone'])
    .where('id', '=', app.userId)
    .executeTakeFirstOrThrow();
  const city = cityOf(str(app.details.city));
  // Checked on submission; a city dropped from the list since lands in Kathmandu's centre.
  const place = city ?? cityOf('Kathmandu')!;
  await db
    .insertInto('providers')
    .values({
      type,
      user_id: app.userId,
      name: user.name,
      name_ne: null,
      city: place.name,
      address: str(app.details.address) || null,
      lat: place.lat,
      lng: place.lng,
      phone: user.phone,
      email: user.email,
      rating: null,
      departments: '[]',
      created_at: new Date(),
    })
    .execute();
}
