import { sql } from 'kysely';
import type { ColleagueCategory, ColleaguesData } from '@contract/referrals';
import type { Db } from '../../db/database';

/**
 * The colleague search (issue 18; 001 §2.5, §2.7, §3 doctor option, §9): doctors a
 * referral, transfer, consultation or letter can go to, and hospitals. Doctors: verified,
 * with an account (someone must answer), not the caller; hospitals: active and verified.
 * Both matched on name, specialty or city by substring, sorted by name, at most `limit`.
 */

const like = (q: string) => `%${q.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type DoctorRow = { id: string; name: string; specialty: string; hospital: string | null };

export async function searchColleagues(
  db: Db,
  callerUserId: string,
  query: { q: string; category: ColleagueCategory; limit: number },
): Promise<ColleaguesData> {
  const pattern = like(query.q);
  const doctors =
    query.category === 'hospitals'
      ? []
      : (
          await sql<DoctorRow>`
            select d.id, d.full_name as name, d.specialization as specialty,
              coalesce(
                (select p.name from doctor_schedules s join providers p on p.id = s.hospital_id
                  where s.doctor_id = d.id order by s.created_at, s.id limit 1),
                d.clinic_name) as hospital
            from doctors d
            where d.verification_status = 'verified' and d.user_id is not null
              and d.user_id <> ${callerUserId}
              and (${query.q} = '' or lower(d.full_name) like ${pattern}
                or lower(d.specialization) like ${pattern} or lower(d.city) like ${pattern})
            order by lower(d.full_name), d.id
            limit ${query.limit}`.execute(db)
        ).rows.map((r) => ({
          id: r.id,
          name: r.name?.trim() || 'Unknown Doctor',
          specialty: r.specialty?.trim() || 'General',
          hospital: r.hospital?.trim() || null,
        }));
  const hospitals =
    query.category === 'doctors'
      ? []
      : await db
          .selectFrom('providers')
          .select(['id', 'name', 'city'])
          .where('type', '=', 'hospital')
          .where('status', '=', 'active')
          .where('verification_status', '=', 'verified')
          .where((eb) =>
            query.q === ''
              ? eb.val(true)
              : eb.or([
                  eb(eb.fn('lower', ['name']), 'like', pattern),
                  eb(eb.fn('lower', ['city']), 'like', pattern),
                ]),
          )
          .orderBy(sql`lower(name)`)
          .orderBy('id')
          .limit(query.limit)
          .execute();
  return { doctors, hospitals };
}
