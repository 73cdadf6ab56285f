import { sql } from 'kysely';
import { beforeEach, describe, expect, test } from 'vitest';
import { moderationResponse, reportsResponse } from '@contract/admin-moderation';
import { suiteApp } from '../../harness-suite';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  outboxFor,
  type TestUser,
} from '../../harness';

/** Saturday 21 November 2026, noon in Kathmandu. */
const NOW = new Date('2026-11-21T06:15:00Z');
const t = suiteApp({}, { clock: () => NOW });
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

let admin: string;
let author: TestUser;
let reporters: TestUser[];

beforeEach(async () => {
  admin = await accessToken(t.tokens, await demoUser(t.db, 'admin'));
  author = await createUser(t.db, { role: 'doctor', name: 'Dr. Ramesh Adhikari' });
  reporters = [
    await createUser(t.db, { role: 'patient', name: 'Gita Tamang' }),
    await createUser(t.db, { role: 'patient', name: 'Hari Bhandari' }),
  ];
});

async function reportedPost(title: string, reports: [string, string, number][]) {
  const { rows } = await sql<{ id: string }>`insert into posts
    (author_id, author_type, title, content, category, type)
    values (${author.id}, 'doctor', ${title}, 'बेसार र अदुवाले क्यान्सर निको पार्छ।',
      'Disease Awareness', 'post') returning id`.execute(t.db);
  const id = rows[0]!.id;
  for (const [i, [reason, details, hours]] of reports.entries())
    await sql`insert into post_reports (post_id, reporter_id, reason, details, created_at)
      values (${id}, ${reporters[i]!.id}, ${reason}, ${details}, ${hoursAgo(hours)})`.execute(t.db);
  return id;
}

const list = async () => {
  const res = await t.app.inject({ url: '/api/admin/reports?limit=50', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return reportsResponse.parse(res.json()).data;
};
const decide = (postId: string, body: unknown, token = admin, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/reports/${postId}`,
    payload: body as object,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const inFeed = async (postId: string) => {
  const { rows } = await sql<{ is_public: boolean }>`select is_public from posts
    where id = ${postId}`.execute(t.db);
  return rows[0]!.is_public;
};

describe('the queue', () => {
  test('posts grouped with reason counts and details, oldest first, overdue after 48 hours', async () => {
    const older = await reportedPost('Turmeric cures cancer', [
      ['misleading', 'यसले बिरामीलाई उपचार छोड्न लगाउन सक्छ।', 60],
      ['misleading', 'Not true', 10],
    ]);
    const newer = await reportedPost('Buy my pills', [['spam', 'विज्ञापन मात्र हो।', 5]]);
    const { posts } = await list();
    const mine = posts.filter((p) => p.postId === older || p.postId === newer);
    expect(mine.map((p) => p.postId)).toEqual([older, newer]);
    expect(mine[0]).toMatchObject({
      reportCount: 2,
      reasons: { misleading: 2, abusive: 0, spam: 0, other: 0 },
      author: { name: 'Dr. Ramesh Adhikari' },
      overdue: true,
      hidden: false,
    });
    expect(mine[0]!.details[0]!.details).toBe('यसले बिरामीलाई उपचार छोड्न लगाउन सक्छ।');
    expect(mine[1]!.overdue).toBe(false);
  });

  test('only admins', async () => {
    const token = await accessToken(t.tokens, reporters[0]!);
    expectFailure(await t.app.inject({ url: '/api/admin/reports', headers: bearer(token) }), 403);
    expectFailure(await decide('x', { action: 'hide' }, token), 403);
  });
});

describe('decisions', () => {
  test('Hide: out of the feed, the author told in both languages, audited; Restore brings it back', async () => {
    const id = await reportedPost('Turmeric cures cancer', [['misleading', 'गलत जानकारी', 3]]);
    const hidden = moderationResponse.parse(
      (await decide(id, { action: 'hide', note: 'Misleading' })).json(),
    );
    expect(hidden.data.hidden).toBe(true);
    expect(await inFeed(id)).toBe(false);
    expect((await list()).posts.find((p) => p.postId === id)?.hidden).toBe(true);
    const mail = await outboxFor(t.db, author.email!);
    expect(mail[0]?.subject).toBe('Your post was hidden · तपाईंको पोस्ट लुकाइयो');
    const { rows } = await sql<{ event: string }>`select event from notifications
      where user_id = ${author.id} order by created_at desc`.execute(t.db);
    expect(rows[0]?.event).toBe('post_hidden');
    expectFailure(await decide(id, { action: 'hide' }), 409, { code: 'POST_ALREADY_HIDDEN' });

    const restored = await decide(id, { action: 'restore' });
    expect(restored.statusCode).toBe(200);
    expect(await inFeed(id)).toBe(true);
    expect((await list()).posts.find((p) => p.postId === id)).toBeUndefined();
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('subject_id', '=', id)
      .execute();
    expect(entries).toHaveLength(2);
  });

  test('Dismiss: reports resolved, the post stays, nobody is told', async () => {
    const id = await reportedPost('Walking helps the heart', [['other', 'मलाई मन परेन', 2]]);
    expect((await decide(id, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await inFeed(id)).toBe(true);
    expect((await list()).posts.find((p) => p.postId === id)).toBeUndefined();
    expect(await outboxFor(t.db, author.email!)).toHaveLength(0);
    expectFailure(await decide(id, { action: 'dismiss' }), 404, {
      code: 'MODERATION_NOT_REPORTED',
    });
  });

  test('refusals: no action, a long note, restore of a visible post, unknown post', async () => {
    const id = await reportedPost('Salt water cures dengue', [['misleading', '', 1]]);
    expectFailure(await decide(id, {}), 400, {
      code: 'MODERATION_ACTION_REQUIRED',
      field: 'action',
    });
    expectFailure(await decide(id, { action: 'hide', note: 'x'.repeat(501) }), 400, {
      code: 'MODERATION_NOTE_TOO_LONG',
      field: 'note',
    });
    expectFailure(await decide(id, { action: 'restore' }, admin, 'ne'), 409, {
      message: 'यो पोस्ट लुकाइएको छैन, त्यसैले फर्काउनुपर्ने केही छैन।',
    });
    expectFailure(await decide('00000000-0000-0000-0000-000000000000', { action: 'hide' }), 404);
    expectFailure(await decide('not-a-post', { action: 'hide' }), 404);
  });
});
