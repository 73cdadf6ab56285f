/**
 * Benchmark data: N more doctors (default 50,000) with 1–4 weekly schedule entries each,
 * spread over the demo directory's thirteen cities and hospitals, about 85% verified.
 *
 *   npx tsx scripts/generate-doctors.ts [count]
 *
 * Writes to DATABASE_URL when set, otherwise to the PGlite data directory DATA_DIR
 * (default .data). Runs the migrations and the demo seed first, so an empty database
 * works. Running it again adds another N (new NMC numbers and ids).
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '../server/db/database';
import { prng } from '../server/domain/discovery-data';
import { seedDemo } from '../server/domain/seed';
import { buildDoctors, hospitalsByCity, insertChunked } from '../server/domain/seed-directory';

/** Generated NMC numbers are seven digits from here; the demo seed's are five. */
const FIRST_NMC = 1_000_000;

/** Adds `count` doctors in batches of 5,000; returns the time taken in milliseconds. */
export async function generateDoctors(db: Db, count: number): Promise<number> {
  const started = performance.now();
  const hospitals = await db
    .selectFrom('providers')
    .select(['id', 'name', 'city'])
    .where('type', '=', 'hospital')
    .execute();
  if (hospitals.length === 0) throw new Error('no hospitals: run the demo seed first');
  const { rows } = await sql<{ last: string | null }>`select max(nmc_number::bigint) as last
    from doctors where nmc_number ~ '^[0-9]{7,}$'`.execute(db);
  let next = Math.max(FIRST_NMC, Number(rows[0]?.last ?? 0) + 1);
  const byCity = hospitalsByCity(hospitals);
  for (let done = 0; done < count;) {
    const batch = Math.min(5000, count - done);
    // Seeded by the first NMC number: the same run on the same database gives the same rows.
    const { doctors, schedules } = buildDoctors(prng(next), {
      count: batch,
      hospitalsByCity: byCity,
      nmcStart: next,
    });
    await db.transaction().execute(async (trx) => {
      await insertChunked(trx, 'doctors', doctors, 1000);
      await insertChunked(trx, 'doctor_schedules', schedules, 4000);
    });
    done += batch;
    next += batch;
  }
  // After a bulk load, as autovacuum would do soon after: statistics for the planner, and
  // the visibility map that lets the geo index answer nearby's count on its own.
  await sql`vacuum analyze doctors`.execute(db);
  await sql`vacuum analyze doctor_schedules`.execute(db);
  return Math.round(performance.now() - started);
}

async function main() {
  const count = Number(process.argv[2] ?? process.env.DOCTORS ?? 50_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`bad count: ${process.argv[2]}`);
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data',
  });
  try {
    await migrate(db);
    await seedDemo(db);
    const ms = await generateDoctors(db, count);
    const { rows } = await sql<{ n: string }>`select count(*) as n from doctors`.execute(db);
    console.log(`added ${count} doctors in ${ms} ms; ${rows[0]!.n} doctors in all`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
