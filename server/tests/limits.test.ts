/**
 * Per-account limits (issue 13 §5; README "Limits"): comments, likes, reports, bookings
 * and uploaded files, each allowed at a person's pace and then refused with 429, the
 * action's code, a text in the reader's language and Retry-After. Counted in the
 * database, so two API processes on one database share the count.
 */
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { errorText } from '@contract/errors';
import { bookingBody } from './appointments/setup';
import { bearer, buildTestApp, expectFailure } from './harness';
import {
  call,
  doctor,
  member,
  newPost,
  now,
  openFeedSuite,
  PNG,
  setNow,
  storedFiles,
  t,
  write,
} from './feed/setup';

openFeedSuite();

const comment = (postId: string, token: string, lang = 'en') =>
  call(
    'POST',
    `/api/feed/${postId}/comments`,
    token,
    { content: 'Thank you, doctor.' },
    {
      'accept-language': lang,
    },
  );
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
const later = (seconds: number) => setNow(new Date(now.getTime() + seconds * 1000));

describe('comments: 30 at once, then one every 20 seconds', () => {
  test('the 31st of 31 parallel comments is refused with 429, in English and in Nepali', async () => {
    const post = await newPost();
    const sita = await member('patient', { verified: false });
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => comment(post._id, sita.token)),
    );
    expect(statuses(answers)).toEqual({ 200: 30, 429: 1 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expectFailure(refused, 429, {
      code: 'COMMENTS_LIMITED',
      message: errorText('COMMENTS_LIMITED', 'en', { minutes: 1 }),
    });
    expect(refused.headers['retry-after']).toBe('20');
    const count = await sql<{ n: number }>`select count(*)::int as n from post_comments
      where post_id = ${post._id}`.execute(t.db);
    expect(count.rows[0]!.n).toBe(30);

    expectFailure(await comment(post._id, sita.token, 'ne'), 429, {
      code: 'COMMENTS_LIMITED',
      message: 'तपाईंले छोटो समयमा धेरै प्रतिक्रिया लेख्नुभयो। फेरि प्रतिक्रिया लेख्न कृपया 1 मिनेट पर्खनुहोस्।',
    });
    // Someone else is not held back by Sita's count.
    const ram = await member('patient');
    expect((await comment(post._id, ram.token)).statusCode).toBe(200);
    // Twenty seconds later, one more; then she waits again.
    later(20);
    expect((await comment(post._id, sita.token)).statusCode).toBe(200);
    expect((await comment(post._id, sita.token)).statusCode).toBe(429);
    // Ten minutes later the whole allowance is back.
    later(600);
    const again = await Promise.all(
      Array.from({ length: 31 }, () => comment(post._id, sita.token)),
    );
    expect(statuses(again)).toEqual({ 200: 30, 429: 1 });
  });

  test('two API processes on one database share one count', async () => {
    const second = await buildTestApp(t.db, {}, { clock: () => now });
    try {
      const post = await newPost();
      const maya = await member('patient');
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: `/api/feed/${post._id}/comments`,
            headers: bearer(maya.token),
            payload: { content: `Comment ${i}` },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: 30, 429: 10 });
    } finally {
      await second.app.close();
    }
  });
});

test('likes: 120 in ten minutes, then 429 LIKES_LIMITED', async () => {
  const post = await newPost();
  const reader = await member('patient');
  const answers = await Promise.all(
    Array.from({ length: 121 }, () => call('POST', `/api/feed/${post._id}/like`, reader.token)),
  );
  expect(statuses(answers)).toEqual({ 200: 120, 429: 1 });
  const refused = expectFailure(
    answers.find((a) => a.statusCode === 429)!,
    429,
    {
      code: 'LIKES_LIMITED',
    },
  );
  expect(refused.message).toBe(errorText('LIKES_LIMITED', 'en', { minutes: 1 }));
  // Unliking is not limited: it only undoes.
  expect((await call('POST', `/api/feed/${post._id}/unlike`, reader.token)).statusCode).toBe(200);
});

test('reports: 10 an hour, then 429 REPORTS_LIMITED with the wait in minutes', async () => {
  const reader = await member('patient');
  const posts = await Promise.all(Array.from({ length: 11 }, () => newPost()));
  const report = (postId: string) =>
    call('POST', `/api/feed/${postId}/report`, reader.token, { reason: 'spam' });
  for (const post of posts.slice(0, 10)) expect((await report(post._id)).statusCode).toBe(200);
  const refused = await report(posts[10]!._id);
  expectFailure(refused, 429, {
    code: 'REPORTS_LIMITED',
    message: errorText('REPORTS_LIMITED', 'en', { minutes: 6 }),
  });
  expect(refused.headers['retry-after']).toBe('360');
});

test('bookings: 10 requests a day, then 429 BOOKINGS_LIMITED', async () => {
  const unverified = await member('patient', { verified: false });
  const hospital = await sql<{ id: string }>`select id from providers
    where name = 'Bir Hospital'`.execute(t.db);
  const book = async (token: string) => {
    const { payload, headers } = await bookingBody({ hospital: hospital.rows[0]!.id });
    return t.app.inject({
      method: 'POST',
      url: '/api/appointments/enhanced',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  // Each request counts, refused or not (here: the patient is not verified yet).
  for (let i = 0; i < 10; i += 1) expect((await book(unverified.token)).statusCode).toBe(403);
  const refused = await book(unverified.token);
  expectFailure(refused, 429, { code: 'BOOKINGS_LIMITED' });
  expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 6);
  const other = await member('patient', { verified: false });
  expect((await book(other.token)).statusCode).toBe(403);
});

test('uploads: 60 files an hour, counted per file; a refused post stores nothing', async () => {
  const author = await member('doctor');
  const six = Array.from({ length: 6 }, (_, i) => ({
    name: `page-${i}.png`,
    type: 'image/png',
    bytes: PNG,
  }));
  for (let i = 0; i < 10; i += 1) expect((await write(author.token, {}, six)).statusCode).toBe(200);
  const before = storedFiles().length;
  const refused = await write(author.token, {}, six.slice(0, 1));
  expectFailure(refused, 429, { code: 'UPLOADS_LIMITED' });
  expect(refused.headers['retry-after']).toBe('60');
  expect(storedFiles().length).toBe(before);
  // Words alone still go out, and the demo doctor's files are counted apart.
  expect((await write(author.token)).statusCode).toBe(200);
  expect((await write(doctor.token, {}, six.slice(0, 1))).statusCode).toBe(200);
});
