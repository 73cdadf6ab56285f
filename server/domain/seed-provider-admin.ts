import { sql } from 'kysely';
import { providerSubtypes, vehicleTypes } from '@contract/admin-providers';
import type { Db } from '../db/database';

/**
 * The admin columns of the demo directory (0012, issue 14): each provider gets its kind's
 * type, beds, a registration number, home collection or delivery, and counts; a few are
 * pending verification or inactive, so the admin tables show every state (and those stay
 * out of the public directory). Deterministic from the row's name; rows that already
 * have a type are left alone, so seeding again changes nothing.
 */
export async function seedProviderAdmin(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('providers')
    .select(['id', 'type', 'name', 'user_id'])
    .where('subtype', 'is', null)
    .orderBy('type')
    .orderBy('name')
    .orderBy('id')
    .execute();
  // Where the demo accounts' doctors practise stays listed, so they can still be booked.
  const practised = new Set(
    (
      await db
        .selectFrom('doctor_schedules as s')
        .innerJoin('doctors as d', 'd.id', 's.doctor_id')
        .select('s.hospital_id')
        .where('d.user_id', 'is not', null)
        .execute()
    ).map((r) => r.hospital_id),
  );
  const seen: Record<string, number> = {};
  for (const row of rows) {
    const i = (seen[row.type] = (seen[row.type] ?? -1) + 1);
    const h = hash(row.name);
    const types =
      row.type === 'ambulance' ? vehicleTypes : providerSubtypes[row.type as 'hospital'];
    // Every twelfth demo row waits for verification, every fifteenth is inactive.
    const demo = row.user_id === null && !practised.has(row.id);
    const pending = demo && i % 12 === 4;
    const inactive = demo && !pending && i % 15 === 7;
    await db
      .updateTable('providers')
      .set({
        subtype: types[h % types.length]!,
        beds: row.type === 'hospital' ? 25 + (h % 40) * 10 : null,
        registration_number:
          row.type === 'ambulance'
            ? `BA ${1 + (h % 9)} JHA ${1000 + (h % 9000)}`
            : `DOHS-${row.type.slice(0, 3).toUpperCase()}-${10_000 + (h % 90_000)}`,
        home_collection: row.type === 'lab' && h % 3 !== 0,
        delivery_available: row.type === 'pharmacy' && h % 4 !== 0,
        tests_count: row.type === 'lab' ? 40 + (h % 260) : 0,
        lab_appointments_count: row.type === 'lab' ? h % 900 : 0,
        medicines_count: row.type === 'pharmacy' ? 300 + (h % 2700) : 0,
        orders_count: row.type === 'pharmacy' ? h % 1500 : 0,
        status: pending && row.type === 'ambulance' ? 'pending' : inactive ? 'inactive' : 'active',
        verification_status: pending ? 'pending' : 'verified',
        deactivated_at: null,
      })
      .where('id', '=', row.id)
      .execute();
  }
  if (rows.length > 0) await sql`analyze providers`.execute(db);
  return rows.length;
}

/** A small stable hash of a name (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
