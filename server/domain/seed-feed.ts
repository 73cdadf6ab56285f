import { sql } from 'kysely';
import type { FeedCategory, FeedContentType } from '@contract/feed';
import type { Db } from '../db/database';

type DemoPost = {
  author: string;
  hoursAgo: number;
  title: string;
  content: string;
  category: FeedCategory;
  type: FeedContentType;
  tags: string[];
  isPublic?: boolean;
  articleLink?: string;
};

/** The demo feed: posts by the demo doctor, hospital, lab and pharmacy accounts. */
const demoPosts: DemoPost[] = [
  {
    author: 'doctor@demo.np',
    hoursAgo: 3,
    title: 'Winter mornings and your blood pressure',
    content:
      'Blood pressure rises on cold mornings. If you take medicine for hypertension, take it at the same time every day, keep warm before going out, and avoid heavy exertion right after waking. Check your pressure at home twice a week and bring the readings to your next visit.',
    category: 'Cardiology',
    type: 'article',
    tags: ['blood pressure', 'winter', 'heart'],
  },
  {
    author: 'hospital@demo.np',
    hoursAgo: 20,
    title: 'Free heart check-up camp this Saturday',
    content:
      'Bir Hospital runs a free heart check-up camp on Saturday from 9 am to 3 pm at the outpatient block: blood pressure, blood sugar, ECG and a consultation with a cardiologist. Please bring your previous reports and medicines.',
    category: 'Preventive Care',
    type: 'announcement',
    tags: ['camp', 'free', 'heart'],
  },
  {
    author: 'doctor@demo.np',
    hoursAgo: 30,
    title: 'जाडोमा पानी पर्याप्त पिउनुहोस्',
    content:
      'जाडोमा तिर्खा कम लाग्छ, तर शरीरलाई पानी उत्तिकै चाहिन्छ। दिनमा कम्तीमा ८ गिलास पानी पिउनुहोस्, तातो सुप र झोल खानेकुरा खानुहोस्, र चिया-कफी धेरै नपिउनुहोस्।',
    category: 'Health Tips',
    type: 'post',
    tags: ['पानी', 'जाडो'],
  },
  {
    author: 'lab@demo.np',
    hoursAgo: 52,
    title: 'Fasting before a blood sugar test',
    content:
      'For a fasting blood sugar or lipid profile, do not eat for 8 to 12 hours before the sample; plain water is fine. Take your usual medicines unless your doctor says otherwise, and tell the lab staff if you have diabetes.',
    category: 'Endocrinology',
    type: 'post',
    tags: ['lab test', 'diabetes', 'fasting'],
  },
  {
    author: 'pharmacy@demo.np',
    hoursAgo: 75,
    title: 'Finish your antibiotic course',
    content:
      'Stopping antibiotics early because you feel better lets the strongest bacteria survive. Take every dose at the time written on the label, do not share antibiotics, and never buy them without a prescription.',
    category: 'Medication',
    type: 'post',
    tags: ['antibiotics', 'medicine safety'],
  },
  {
    author: 'doctor@demo.np',
    hoursAgo: 100,
    title: 'Chest pain: when to go to the emergency',
    content:
      'Go to the nearest emergency, or call an ambulance, for chest pain that lasts more than a few minutes, spreads to the arm, jaw or back, or comes with sweating, breathlessness or fainting. Do not drive yourself.',
    category: 'Disease Awareness',
    type: 'article',
    tags: ['chest pain', 'emergency', 'heart'],
    articleLink: 'https://www.who.int/health-topics/cardiovascular-diseases',
  },
  {
    author: 'doctor@demo.np',
    hoursAgo: 4,
    title: 'Draft: salt and the Nepali diet',
    content: 'Notes for a coming post on achar, pickles and instant noodles. Not ready yet.',
    category: 'Nutrition',
    type: 'post',
    tags: ['salt', 'diet'],
    isPublic: false,
  },
];

/**
 * Seeds the demo feed once (demo mode): the posts of demo accounts, dated a few hours
 * to a few days before the first start. Running it again changes nothing.
 */
export async function seedFeed(db: Db): Promise<number> {
  const authors = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('email', 'in', [...new Set(demoPosts.map((p) => p.author))])
    .execute();
  const doctor = authors.find((a) => a.email === 'doctor@demo.np');
  if (!doctor) return 0;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from posts
    where author_id = ${doctor.id}`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let created = 0;
  for (const p of demoPosts) {
    const author = authors.find((a) => a.email === p.author);
    if (!author) continue;
    await sql`insert into posts (author_id, author_type, title, content, category, type, tags,
        is_public, article_link, created_at, updated_at)
      values (${author.id}, ${author.role}, ${p.title}, ${p.content}, ${p.category}, ${p.type},
        ${JSON.stringify(p.tags)}::jsonb, ${p.isPublic ?? true}, ${p.articleLink ?? ''},
        now() - make_interval(hours => ${p.hoursAgo}), now() - make_interval(hours => ${p.hoursAgo}))`.execute(
      db,
    );
    created += 1;
  }
  return created;
}
