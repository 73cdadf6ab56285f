import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Demo reports (issue 14 moderation queue): who reported which demo post, why, and when. */
const demoReports = [
  {
    post: 'Free heart check-up camp this Saturday',
    reporter: 'patient@demo.np',
    reason: 'spam',
    details: 'एउटै शिविरको सूचना बारम्बार आइरहेको छ, विज्ञापन जस्तो लाग्यो।',
    hoursAgo: 60,
  },
  {
    post: 'Free heart check-up camp this Saturday',
    reporter: 'patient2@demo.np',
    reason: 'misleading',
    details: 'शिविर शनिबार होइन आइतबार हो भनेर अस्पतालले भन्यो।',
    hoursAgo: 30,
  },
  {
    post: 'Chest pain: when to go to the emergency',
    reporter: 'patient2@demo.np',
    reason: 'other',
    details: 'एम्बुलेन्सको फोन नम्बर पनि राखिदिनुहोस्, नत्र मानिसहरू अलमलमा पर्छन्।',
    hoursAgo: 8,
  },
  {
    post: 'जाडोमा पानी पर्याप्त पिउनुहोस्',
    reporter: 'patient@demo.np',
    reason: 'abusive',
    details: 'टिप्पणीमा एक जनाले अपमानजनक शब्द लेखेका छन्।',
    hoursAgo: 3,
  },
] as const;

/** Seeds the demo reports once; running it again changes nothing (one report per person and post). */
export async function seedModeration(db: Db): Promise<void> {
  for (const r of demoReports)
    await sql`insert into post_reports (post_id, reporter_id, reason, details, created_at)
      select p.id, u.id, ${r.reason}, ${r.details}, now() - make_interval(hours => ${r.hoursAgo})
      from posts p, users u
      where p.title = ${r.post} and u.email = ${r.reporter}
      order by p.created_at limit 1
      on conflict (post_id, reporter_id) do nothing`.execute(db);
}
