import { sql } from 'kysely';
import {
  adminProviderKinds,
  providerSubtypes,
  type AdminProvider,
  type AdminProviderKind,
} from '@contract/admin-providers';
import type { z } from 'zod';
import type { adminProviderInput } from '@contract/admin-providers';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { cityOf } from '../verification/effects';
import { readAdminProvider } from './list';

type Input = z.output<typeof adminProviderInput>;
type Who = { admin: SignedIn<'admin'>; ip: string | null; now: Date };

const plural: Record<string, AdminProviderKind> = {
  hospitals: 'hospital',
  pharmacies: 'pharmacy',
  labs: 'lab',
};

/** The `:kind` segment (hospitals, pharmacies, labs); anything else is not found. */
export function kindOf(segment: string): AdminProviderKind {
  const kind = plural[segment];
  if (!kind || !adminProviderKinds.includes(kind)) throw new AppError(404, 'PROVIDER_NOT_FOUND');
  return kind;
}

/** The row's columns from the form; the type must be the kind's, the city a known one. */
function columns(kind: AdminProviderKind, input: Input) {
  if (!(providerSubtypes[kind] as readonly string[]).includes(input.type))
    throw new AppError(400, 'PROVIDER_TYPE_INVALID', 'type');
  const city = cityOf(input.location);
  if (!city) throw new AppError(400, 'CITY_UNKNOWN', 'location');
  return {
    name: input.name,
    city: city.name,
    lat: city.lat,
    lng: city.lng,
    subtype: input.type,
    beds: kind === 'hospital' ? input.beds : null,
    email: input.contactEmail || null,
    phone: input.contactPhone || null,
    status: input.status,
    home_collection: kind === 'lab' && input.homeCollection,
    delivery_available: kind === 'pharmacy' && input.deliveryAvailable,
  };
}

async function mustRead(db: Db, kind: AdminProviderKind, id: string): Promise<AdminProvider> {
  const found = isUuid(id) ? await readAdminProvider(db, kind, id) : null;
  if (!found) throw new AppError(404, 'PROVIDER_NOT_FOUND');
  return found;
}

/** 002 §6: a new provider starts pending verification, with no counts and rating 0. */
export async function createProvider(db: Db, kind: AdminProviderKind, input: Input, who: Who) {
  const row = await db
    .insertInto('providers')
    .values({
      type: kind,
      user_id: null,
      name_ne: null,
      address: null,
      rating: null,
      departments: '[]',
      created_at: who.now,
      verification_status: 'pending',
      ...columns(kind, input),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const provider = await mustRead(db, kind, row.id);
  await audit(db, {
    actor: { id: who.admin.userId, role: who.admin.role },
    action: 'create',
    subjectType: kind,
    subjectId: row.id,
    ip: who.ip,
    details: { after: provider },
  });
  return provider;
}

export async function updateProvider(
  db: Db,
  kind: AdminProviderKind,
  id: string,
  input: Input,
  who: Who,
) {
  const before = await mustRead(db, kind, id);
  const set = columns(kind, input);
  await db
    .updateTable('providers')
    .set({
      ...set,
      // Reactivating clears the deactivation; deactivating by edit records when.
      deactivated_at: set.status === 'inactive' ? sql`coalesce(deactivated_at, ${who.now})` : null,
    })
    .where('id', '=', id)
    .where('type', '=', kind)
    .execute();
  const after = await mustRead(db, kind, id);
  await audit(db, {
    actor: { id: who.admin.userId, role: who.admin.role },
    action: 'update',
    subjectType: kind,
    subjectId: id,
    ip: who.ip,
    details: { before, after },
  });
  return after;
}

/** Verify (002 §6): pending → verified, one way; a verified one is 409. */
export async function verifyProvider(db: Db, kind: AdminProviderKind, id: string, who: Who) {
  await mustRead(db, kind, id);
  const done = await db
    .updateTable('providers')
    .set({ verification_status: 'verified' })
    .where('id', '=', id)
    .where('type', '=', kind)
    .where('verification_status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new AppError(409, 'PROVIDER_ALREADY_VERIFIED');
  await audit(db, {
    actor: { id: who.admin.userId, role: who.admin.role },
    action: 'update',
    subjectType: kind,
    subjectId: id,
    ip: who.ip,
    details: {
      before: { verificationStatus: 'pending' },
      after: { verificationStatus: 'verified' },
    },
  });
  return mustRead(db, kind, id);
}

/**
 * Delete (ADR 0021): a provider that an account, a doctor's schedule or an appointment
 * refers to is deactivated (kept, hidden from the directory); one with no history is
 * erased.
 */
export async function removeProvider(
  db: Db,
  kind: AdminProviderKind | 'ambulance',
  id: string,
  who: Who,
): Promise<{ outcome: 'deleted' | 'deactivated' }> {
  if (!isUuid(id)) throw new AppError(404, 'PROVIDER_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('providers')
      .select(['id', 'user_id', 'status', 'name'])
      .where('id', '=', id)
      .where('type', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'PROVIDER_NOT_FOUND');
    const { rows } = await sql<{ used: boolean }>`select
        exists (select 1 from appointments a where a.hospital_id = ${id})
        or exists (select 1 from doctor_schedules s where s.hospital_id = ${id}) as used`.execute(
      trx,
    );
    const history = row.user_id !== null || rows[0]?.used === true;
    if (history)
      await trx
        .updateTable('providers')
        .set({ status: 'inactive', deactivated_at: sql`coalesce(deactivated_at, ${who.now})` })
        .where('id', '=', id)
        .execute();
    else await trx.deleteFrom('providers').where('id', '=', id).execute();
    const outcome = history ? 'deactivated' : 'deleted';
    await audit(trx, {
      actor: { id: who.admin.userId, role: who.admin.role },
      action: history ? 'update' : 'delete',
      subjectType: kind,
      subjectId: id,
      ip: who.ip,
      details: history
        ? { outcome, before: { status: row.status }, after: { status: 'inactive' } }
        : { outcome, before: { name: row.name } },
    });
    return { outcome };
  });
}
