import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { addDays, nepalToday } from '../appointments';

/** Readers who saw Dr. Aarati Joshi's posts without signing in, as hashed keys. */
const VISITORS = 18;

/**
 * Views of the demo doctor's public posts over the last four weeks (issue 16, ADR 0033),
 * so her dashboard's monthly reach is measured, not fixed: the history patients of the
 * admin's analytics, the demo patients and some visitors, each on one or two days. Dated
 * from `now`, deterministic, and seeded once (any view of her posts marks it).
 */
export async function seedPostViews(db: Db, now: Date): Promise<number> {
  const { rows: posts } = await sql<{ id: string }>`select p.id from posts p
    join users u on u.id = p.author_id
    where u.email = 'doctor@demo.np' and p.is_public order by p.created_at, p.id`.execute(db);
  if (posts.length === 0) return 0;
  const { rows: seen } = await sql<{ n: number }>`select count(*)::int as n from post_views
    where post_id = any(${posts.map((p) => p.id)}::uuid[])`.execute(db);
  if ((seen[0]?.n ?? 0) > 0) return 0;
  const readers = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email', 'like', 'history-%@patients.demo.np'),
        eb('email', 'in', ['patient@demo.np', 'patient2@demo.np']),
      ]),
    )
    .orderBy('email')
    .execute();
  const keys = [
    ...readers.map((r) => `u:${r.id}`),
    ...Array.from(
      { length: VISITORS },
      (_, i) => `v:demo-visitor-${String(i + 1).padStart(2, '0')}`,
    ),
  ];
  const today = nepalToday(now);
  const rows = keys.flatMap((key, i) => {
    const post = posts[i % posts.length]!.id;
    const first = { post_id: post, viewer_key: key, viewed_on: addDays(today, -((i * 5) % 27)) };
    // Every third reader came back another day, to another post.
    if (i % 3 !== 0) return [first];
    const again = posts[(i + 1) % posts.length]!.id;
    return [first, { post_id: again, viewer_key: key, viewed_on: addDays(today, -((i * 3) % 11)) }];
  });
  const values = rows.map((r) => sql`(${r.post_id}::uuid, ${r.viewer_key}, ${r.viewed_on}::date)`);
  const { rows: inserted } = await sql`insert into post_views (post_id, viewer_key, viewed_on)
    values ${sql.join(values)} on conflict do nothing returning post_id`.execute(db);
  return inserted.length;
}
