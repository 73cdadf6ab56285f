import { sql } from 'kysely';
import type { FeedCategory, FeedContentType } from '@contract/feed';
import type { ContentLanguage } from '@contract/language';
import type { Db } from '../db/database';

type DemoComment = {
  author: string;
  /** After the post. */
  minutesAfter: number;
  content: string;
  language: ContentLanguage;
};

type DemoPost = {
  author: string;
  hoursAgo: number;
  /** The language the author wrote it in (ADR 0014). */
  language: ContentLanguage;
  title: string;
  content: string;
  category: FeedCategory;
  type: FeedContentType;
  tags: string[];
  isPublic?: boolean;
  articleLink?: string;
  comments?: DemoComment[];
};

/**
 * The demo feed: posts by the demo doctors, hospital, lab and pharmacy, in Nepali and in
 * English as each author wrote them, with readers' comments in both.
 */
const demoPosts: DemoPost[] = [
  {
    author: 'doctor@demo.np',
    hoursAgo: 3,
    language: 'en',
    title: 'Winter mornings and your blood pressure',
    content:
      'Blood pressure rises on cold mornings. If you take medicine for hypertension, take it at the same time every day, keep warm before going out, and avoid heavy exertion right after waking. Check your pressure at home twice a week and bring the readings to your next visit.',
    category: 'Cardiology',
    type: 'article',
    tags: ['blood pressure', 'winter', 'heart'],
    comments: [
      {
        author: 'patient@demo.np',
        minutesAfter: 40,
        content:
          'My mother takes her blood pressure tablet at night. Should she change to the morning?',
        language: 'en',
      },
      {
        author: 'doctor@demo.np',
        minutesAfter: 95,
        content:
          'Not without asking her doctor: a night dose suits some people well. What matters most is the same time every day.',
        language: 'en',
      },
      {
        author: 'patient@demo.np',
        minutesAfter: 130,
        content: 'धन्यवाद डाक्टर! बुबाको प्रेसर पनि बिहान नै बढी आउँछ, अब घरमै नापेर टिप्छौं।',
        language: 'ne',
      },
    ],
  },
  {
    author: 'hospital@demo.np',
    hoursAgo: 20,
    language: 'en',
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
    language: 'ne',
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
    language: 'en',
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
    language: 'en',
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
    language: 'en',
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
    hoursAgo: 9,
    language: 'ne',
    title: 'उच्च रक्तचाप: नुन घटाउनुहोस्, हिँडाइ बढाउनुहोस्',
    content:
      'नेपालमा चालीस वर्ष नाघेका धेरैजसोको रक्तचाप उच्च हुन्छ, तर धेरैलाई थाहै हुँदैन। खानामा नुन र अचार कम गर्नुहोस्, चाउचाउ र प्याकेटका खाजा नखानुहोस्, दिनमा तीस मिनेट छिटो हिँड्नुहोस्, र चुरोट छोड्नुहोस्। औषधि सुरु गरेपछि प्रेसर ठीक भयो भनेर आफैं नछोड्नुहोस्; महिनामा एकपटक घरमा वा नजिकको फार्मेसीमा प्रेसर नाप्नुहोस्।',
    category: 'Cardiology',
    type: 'post',
    tags: ['रक्तचाप', 'नुन', 'मुटु'],
    comments: [
      {
        author: 'patient@demo.np',
        minutesAfter: 25,
        content: 'हाम्रो घरमा अचार बिना खाना नै चल्दैन। कति नुन खाँदा ठीक हुन्छ?',
        language: 'ne',
      },
      {
        author: 'doctor@demo.np',
        minutesAfter: 70,
        content: 'दिनभरिमा एक चिया-चम्चाभन्दा कम। अचार खानै परे सानो चम्चा एकपटक मात्र खानुहोस्।',
        language: 'ne',
      },
      {
        author: 'doctor2@demo.np',
        minutesAfter: 180,
        content:
          'Worth adding for pregnant readers: a reading of 140/90 or more needs a visit the same week.',
        language: 'en',
      },
    ],
  },
  {
    author: 'doctor2@demo.np',
    hoursAgo: 14,
    language: 'ne',
    title: 'गर्भावस्थामा डेङ्गु: ज्वरो आए ढिला नगर्नुहोस्',
    content:
      'तराई र पहाडका सहरमा पनि अहिले डेङ्गु फैलिरहेको छ। गर्भवती महिलालाई ज्वरो, जीउ दुखाइ, आँखा पछाडि दुखाइ वा छालामा बिमिरा आए त्यही दिन स्वास्थ्य संस्थामा जाँच गराउनुहोस्। ज्वरोका लागि सिटामोल मात्र खानुहोस्, ब्रुफेन वा एस्पिरिन नखानुहोस्, र प्रशस्त झोल कुरा पिउनुहोस्। दिउँसो पनि झुलभित्र आराम गर्नुहोस् र घर वरिपरि पानी जम्न नदिनुहोस्।',
    category: 'Disease Awareness',
    type: 'article',
    tags: ['डेङ्गु', 'गर्भावस्था', 'ज्वरो'],
    comments: [
      {
        author: 'patient@demo.np',
        minutesAfter: 50,
        content: 'घरको गमला र पुराना टायरमा पानी जम्छ। त्यो पनि खतरा हो?',
        language: 'ne',
      },
      {
        author: 'doctor2@demo.np',
        minutesAfter: 120,
        content: 'हो, लामखुट्टेले त्यहीँ फुल पार्छ। हप्तामा एकपटक सबै जमेको पानी फाल्नुहोस्।',
        language: 'ne',
      },
    ],
  },
  {
    author: 'hospital@demo.np',
    hoursAgo: 40,
    language: 'ne',
    title: 'वर्षायाममा झाडापखाला: जीवनजल घरमै बनाउनुहोस्',
    content:
      'वर्षायाममा दूषित पानीले झाडापखाला बढ्छ, र बालबालिकामा छिट्टै जलवियोजन हुन्छ। एक लिटर उमालेर सेलाएको पानीमा एक प्याकेट जीवनजल घोलेर हरेक पटक दिसापछि पिलाउनुहोस्, र साथमा जिङ्क चक्की दस दिनसम्म दिनुहोस्। बच्चा सुस्त भयो, पिसाब कम भयो वा दिसामा रगत देखियो भने तुरुन्तै अस्पताल ल्याउनुहोस्।',
    category: 'Child Health',
    type: 'announcement',
    tags: ['झाडापखाला', 'जीवनजल', 'वर्षायाम'],
    comments: [
      {
        author: 'patient@demo.np',
        minutesAfter: 60,
        content: 'Can we give jeevan jal to a six-month-old baby who is still breastfeeding?',
        language: 'en',
      },
      {
        author: 'hospital@demo.np',
        minutesAfter: 100,
        content:
          'Yes: a spoonful every minute or two, and keep breastfeeding. Bring the baby in if they cannot drink or are very sleepy.',
        language: 'en',
      },
    ],
  },
  {
    author: 'doctor2@demo.np',
    hoursAgo: 60,
    language: 'en',
    title: 'Four antenatal visits, at the least',
    content:
      'Every pregnancy should have at least four check-ups: in the first three months, at six, eight and nine months. They catch high blood pressure, anaemia and a baby lying the wrong way in time. The visits, iron tablets and the delivery at a government hospital are free, and the transport allowance is paid after delivery.',
    category: "Women's Health",
    type: 'post',
    tags: ['pregnancy', 'antenatal care'],
  },
  {
    author: 'doctor@demo.np',
    hoursAgo: 4,
    language: 'en',
    title: 'Draft: salt and the Nepali diet',
    content: 'Notes for a coming post on achar, pickles and instant noodles. Not ready yet.',
    category: 'Nutrition',
    type: 'post',
    tags: ['salt', 'diet'],
    isPublic: false,
  },
];

/**
 * Seeds the demo feed once (demo mode): the posts of demo accounts and their comments,
 * dated a few hours to a few days before the first start. Running it again changes nothing.
 */
export async function seedFeed(db: Db): Promise<number> {
  const emails = demoPosts.flatMap((p) => [p.author, ...(p.comments ?? []).map((c) => c.author)]);
  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('email', 'in', [...new Set(emails)])
    .execute();
  const doctor = people.find((a) => a.email === 'doctor@demo.np');
  if (!doctor) return 0;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from posts
    where author_id = ${doctor.id}`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let created = 0;
  for (const p of demoPosts) {
    const author = people.find((a) => a.email === p.author);
    if (!author) continue;
    const comments = (p.comments ?? []).flatMap((c) => {
      const by = people.find((a) => a.email === c.author);
      return by ? [{ ...c, authorId: by.id }] : [];
    });
    const at = sql`now() - make_interval(hours => ${p.hoursAgo})`;
    const { rows: inserted } = await sql<{ id: string }>`insert into posts (author_id,
        author_type, title, content, category, type, tags, language, is_public, article_link,
        comments_count, created_at, updated_at)
      values (${author.id}, ${author.role}, ${p.title}, ${p.content}, ${p.category}, ${p.type},
        ${JSON.stringify(p.tags)}::jsonb, ${p.language}, ${p.isPublic ?? true},
        ${p.articleLink ?? ''}, ${comments.length}, ${at}, ${at})
      returning id`.execute(db);
    for (const c of comments)
      await sql`insert into post_comments (post_id, author_id, content, language, created_at)
        values (${inserted[0]!.id}, ${c.authorId}, ${c.content}, ${c.language},
          ${at} + make_interval(mins => ${c.minutesAfter}))`.execute(db);
    created += 1;
  }
  return created;
}
