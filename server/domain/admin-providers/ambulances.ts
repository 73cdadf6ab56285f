import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  AdminAmbulance,
  ambulanceFilters,
  ambulanceInput,
  ambulanceSorts,
  vehicleTypes,
} from '@contract/admin-providers';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { cityOf } from '../verification/effects';

type Input = z.output<typeof ambulanceInput>;
type Who = { admin: SignedIn<'admin'>; ip: string | null; now: Date };

type Row = {
  id: string;
  name: string;
  registration_number: string | null;
  subtype: string | null;
  email: string | null;
  phone: string | null;
  status: AdminAmbulance['status'];
};

const toAmbulance = (r: Row): AdminAmbulance => ({
  _id: r.id,
  name: r.name,
  registrationNumber: r.registration_number ?? '',
  vehicleType: (r.subtype as (typeof vehicleTypes)[number] | null) ?? null,
  contactEmail: r.email ?? '',
  contactPhone: r.phone ?? '',
  status: r.status,
});

const columns = sql`p.id, p.name, p.registration_number, p.subtype, p.email, p.phone, p.status`;

const sorts = {
  name: sql`lower(p.name)`,
  status: sql`p.status, lower(p.name)`,
  type: sql`p.subtype nulls last, lower(p.name)`,
} satisfies Record<(typeof ambulanceSorts)[number], unknown>;

/** The admin's ambulance list: search by name, registration or phone; filter by status. */
export async function listAmbulances(
  db: Db,
  query: {
    search: string;
    filter: (typeof ambulanceFilters)[number];
    sort: (typeof ambulanceSorts)[number];
  },
) {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const match = words.map((w) => {
    const like = `%${w.replace(/[\\%_]/g, '\\$&')}%`;
    return sql`(p.search_text like ${like} or lower(coalesce(p.registration_number, '')) like ${like}
      or coalesce(p.phone, '') like ${like})`;
  });
  const status = query.filter === 'all' ? sql`true` : sql`p.status = ${query.filter}`;
  const where = sql.join([sql`p.type = 'ambulance'`, status, ...match], sql` and `);
  const { rows } = await sql<Row>`select ${columns} from providers p where ${where}
    order by ${sorts[query.sort]}, p.id limit 500`.execute(db);
  return rows.map(toAmbulance);
}

async function read(db: Db, id: string) {
  const { rows } = isUuid(id)
    ? await sql<Row>`select ${columns} from providers p
        where p.id = ${id} and p.type = 'ambulance'`.execute(db)
    : { rows: [] };
  if (!rows[0]) throw new AppError(404, 'PROVIDER_NOT_FOUND');
  return toAmbulance(rows[0]);
}

const values = (input: Input) => ({
  name: input.name,
  registration_number: input.registrationNumber,
  subtype: input.vehicleType,
  email: input.contactEmail,
  phone: input.contactPhone,
  status: input.status,
  // An ambulance added here is the admin's own record: verified unless pending.
  verification_status: input.status === 'pending' ? ('pending' as const) : ('verified' as const),
});

/** 002 §7 POST /ambulances: the new ambulance, based in Kathmandu until it says otherwise. */
export async function createAmbulance(db: Db, input: Input, who: Who) {
  const base = cityOf('Kathmandu')!;
  const row = await db
    .insertInto('providers')
    .values({
      type: 'ambulance',
      user_id: null,
      name_ne: null,
      city: base.name,
      address: null,
      lat: base.lat,
      lng: base.lng,
      rating: null,
      departments: '[]',
      created_at: who.now,
      ...values(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ambulance = await read(db, row.id);
  await audit(db, {
    actor: { id: who.admin.userId, role: who.admin.role },
    action: 'create',
    subjectType: 'ambulance',
    subjectId: row.id,
    ip: who.ip,
    details: { after: ambulance },
  });
  return ambulance;
}

/** 002 §7 PUT /ambulances/:id with the full body; status is freely editable (002 §6). */
export async function updateAmbulance(db: Db, id: string, input: Input, who: Who) {
  const before = await read(db, id);
  await db
    .updateTable('providers')
    .set({
      ...values(input),
      deactivated_at:
        input.status === 'inactive' ? sql`coalesce(deactivated_at, ${who.now})` : null,
    })
    .where('id', '=', id)
    .where('type', '=', 'ambulance')
    .execute();
  const after = await read(db, id);
  await audit(db, {
    actor: { id: who.admin.userId, role: who.admin.role },
    action: 'update',
    subjectType: 'ambulance',
    subjectId: id,
    ip: who.ip,
    details: { before, after },
  });
  return after;
}
