/**
 * The health feed (issue 6) through the HTTP API: writing posts with media and their
 * refusals, public and private, the feed's filters and cursor, likes that count
 * exactly under concurrency, shares, comments, reports, views and the author's
 * analytics, and the live events and notifications they send.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as f from '@contract/feed';
import { realtimeRelay } from '../realtime';
import {
  accessToken,
  bearer,
  createUser,
  demoUser,
  expectFailure,
  expectSuccess,
  startTestApp,
  type TestApp,
  type TestUser,
} from './harness';

/** Saturday 21 November 2026, noon in Kathmandu. */
let now = new Date('2026-11-21T06:15:00Z');
const relay = realtimeRelay();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ujyalo-feed-test-'));
const storedFiles = () => readdirSync(path.join(dataDir, 'files'));
let t: TestApp;
let doctor: TestUser & { token: string };

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
/** The first box of an MP4 file: enough for its type to be read from its bytes. */
const MP4 = Uint8Array.from([
  0,
  0,
  0,
  0x18,
  0x66,
  0x74,
  0x79,
  0x70,
  0x69,
  0x73,
  0x6f,
  0x6d,
  0,
  0,
  2,
  0,
  0x69,
  0x73,
  0x6f,
  0x6d,
  0x6d,
  0x70,
  0x34,
  0x31,
  ...new Array(64).fill(0),
]);

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir }, { clock: () => now, realtime: relay });
  const user = await demoUser(t.db, 'doctor');
  doctor = { ...user, password: '', token: await accessToken(t.tokens, user) };
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  now = new Date('2026-11-21T06:15:00Z');
});

async function member(
  role: 'patient' | 'doctor' | 'hospital' = 'patient',
  { verified = true, name = 'Maya Gurung' } = {},
) {
  const user = await createUser(t.db, { role, name });
  if (verified)
    await t.db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
  return { ...user, token: await accessToken(t.tokens, user) };
}

type Media = { name: string; type: string; bytes: Uint8Array };

/** A multipart post as the Create Post form sends it. */
async function postBody(fields: Record<string, unknown> = {}, media: Media[] = []) {
  const form = new FormData();
  const all: Record<string, unknown> = {
    title: 'Boil your drinking water this monsoon',
    content: 'Typhoid and cholera spread through water. Boil it for one full minute.',
    category: 'Disease Awareness',
    type: 'post',
    tags: ['Monsoon', ' water '],
    isPublic: true,
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const m of media)
    form.append('media', new Blob([Buffer.from(m.bytes)], { type: m.type }), m.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function write(
  token: string | null,
  fields: Record<string, unknown> = {},
  media: Media[] = [],
  { method = 'POST', id }: { method?: 'POST' | 'PUT'; id?: string } = {},
) {
  const { payload, headers } = await postBody(fields, media);
  return t.app.inject({
    method,
    url: id ? `/api/feed/${id}` : '/api/feed',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

const postOf = (res: LightMyRequestResponse) =>
  f.postResponse.parse(expectSuccess(res) && res.json()).data.post;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

async function feedOf(query = '', token?: string) {
  const res = await call('GET', `/api/feed${query}`, token);
  expectSuccess(res);
  return f.feedPageResponse.parse(res.json()).data;
}

async function newPost(fields: Record<string, unknown> = {}, token = doctor.token) {
  return postOf(await write(token, fields));
}

describe('writing a post', () => {
  test('a verified doctor posts with an image and a video; anyone reads it and its media', async () => {
    const before = storedFiles().length;
    const res = await write(doctor.token, { tags: [' Heart ', 'heart', 'BP', ''] }, [
      { name: 'chart.png', type: 'image/png', bytes: PNG },
      { name: 'walk.mp4', type: 'video/mp4', bytes: MP4 },
    ]);
    const post = postOf(res);
    expect(post).toMatchObject({
      title: 'Boil your drinking water this monsoon',
      category: 'Disease Awareness',
      status: 'published',
      tags: ['heart', 'bp'],
      authorType: 'doctor',
      authorId: doctor.id,
      likesCount: 0,
      isOwn: true,
    });
    expect(post.authorProfile.specialization).toBe('Cardiology');
    expect(post.media.map((m) => m.type)).toEqual(['image', 'video']);
    expect(storedFiles().length).toBe(before + 2);

    const { posts } = await feedOf();
    const seen = posts.find((p) => p._id === post._id);
    expect(seen).toMatchObject({ isOwn: false, isLiked: false });

    const image = await call('GET', post.media[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('public');
    expect(image.rawPayload.equals(Buffer.from(PNG))).toBe(true);

    // A phone seeking in the video asks for a range.
    const part = await call('GET', post.media[1]!.url, null, undefined, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
  });

  test('a private post is seen by its author only, with its media', async () => {
    const res = await write(doctor.token, { isPublic: false, title: 'Draft: winter asthma' }, [
      { name: 'x.png', type: 'image/png', bytes: PNG },
    ]);
    const post = postOf(res);
    expect(post.status).toBe('private');
    const stranger = await member();
    expect((await feedOf('?limit=50')).posts.some((p) => p._id === post._id)).toBe(false);
    expectFailure(await call('GET', `/api/feed/${post._id}`), 404, { code: 'POST_NOT_FOUND' });
    expectFailure(await call('GET', `/api/feed/${post._id}`, stranger.token), 404, {
      code: 'POST_NOT_FOUND',
    });
    expectFailure(await call('GET', post.media[0]!.url, stranger.token), 404);
    expectFailure(await call('POST', `/api/feed/${post._id}/like`, stranger.token), 404);
    const own = await call('GET', post.media[0]!.url, doctor.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(postOf(await call('GET', `/api/feed/${post._id}`, doctor.token)).title).toBe(
      'Draft: winter asthma',
    );
    // The author may like and comment on their draft; nobody watching the feed hears of it.
    relay.sent.length = 0;
    expectSuccess(await call('POST', `/api/feed/${post._id}/like`, doctor.token));
    expectSuccess(
      await call('POST', `/api/feed/${post._id}/comments`, doctor.token, {
        content: 'Add a source',
      }),
    );
    expect(relay.sent.filter((e) => e.room !== undefined)).toEqual([]);
    const mine = f.feedPageResponse.parse(
      (await call('GET', '/api/feed/my-posts', doctor.token)).json(),
    ).data;
    expect(mine.posts.some((p) => p._id === post._id)).toBe(true);
  });

  test.each([
    [{ title: '  ' }, 'POST_FIELDS_REQUIRED', 'title'],
    [{ content: '' }, 'POST_FIELDS_REQUIRED', 'content'],
    [{ category: 'Astrology' }, 'CATEGORY_REQUIRED', 'category'],
    [{ type: 'tip' }, 'VALIDATION', 'type'],
    [{ videoUrl: 'javascript:alert(1)' }, 'URL_INVALID', 'videoUrl'],
    [{ articleLink: 'not a link' }, 'URL_INVALID', 'articleLink'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'TOO_MANY_TAGS', 'tags'],
    [{ tags: ['x'.repeat(31)] }, 'TAG_TOO_LONG', 'tags.0'],
    [{ tags: '[not json' }, 'VALIDATION', 'tags'],
    [{ title: 'x'.repeat(201) }, 'TOO_LONG', 'title'],
  ])('%j is refused with %s', async (fields, code, field) => {
    expectFailure(await write(doctor.token, fields), 400, { code, field });
  });

  test('the refusal is in the reader’s language', async () => {
    const { payload, headers } = await postBody({ title: '' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feed',
      payload,
      headers: { ...headers, ...bearer(doctor.token), 'accept-language': 'ne' },
    });
    expectFailure(res, 400, { message: 'कृपया सबै आवश्यक विवरण भर्नुहोस्' });
  });

  test('a mislabelled, oversized or one-too-many file is refused, and nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from posts where author_id = ${doctor.id}`.execute(t.db)
        ).rows[0]!.n,
      );
    const posts = await count();
    const files = storedFiles().length;
    const text = new TextEncoder().encode('<html>not an image</html>');
    expectFailure(
      await write(doctor.token, {}, [{ name: 'photo.png', type: 'image/png', bytes: text }]),
      415,
      {
        code: 'MEDIA_TYPE_NOT_ALLOWED',
        message: 'Only images (JPG, PNG, WebP, GIF) and videos (MP4, MOV, WebM) can be added.',
      },
    );
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    expectFailure(
      await write(doctor.token, {}, [{ name: 'leaflet.pdf', type: 'application/pdf', bytes: pdf }]),
      415,
      { code: 'MEDIA_TYPE_NOT_ALLOWED' },
    );
    const big = new Uint8Array(f.MAX_MEDIA_BYTES + 1);
    big.set(PNG);
    expectFailure(
      await write(doctor.token, {}, [{ name: 'scan.png', type: 'image/png', bytes: big }]),
      413,
      { code: 'FILE_TOO_LARGE', message: 'Each file must be at most 10 MB.' },
    );
    const seven = Array.from({ length: f.MAX_POST_MEDIA + 1 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expectFailure(await write(doctor.token, {}, seven), 400, { code: 'TOO_MANY_FILES' });
    expect(await count()).toBe(posts);
    expect(storedFiles().length).toBe(files);
  });

  test('an unverified doctor may not publish, and keeps no file; a patient is forbidden', async () => {
    const files = storedFiles().length;
    const unverified = await member('doctor', { verified: false });
    expectFailure(
      await write(unverified.token, {}, [{ name: 'a.png', type: 'image/png', bytes: PNG }]),
      403,
      { code: 'AUTHOR_NOT_VERIFIED' },
    );
    expect(storedFiles().length).toBe(files);
    expectFailure(await write((await member()).token), 403, { code: 'FORBIDDEN' });
    expectFailure(await write(null), 401, { code: 'UNAUTHORIZED' });
  });

  test('the author edits, removes and adds media, and deletes; anyone else gets 404', async () => {
    const post = postOf(
      await write(doctor.token, {}, [
        { name: 'a.png', type: 'image/png', bytes: PNG },
        { name: 'b.png', type: 'image/png', bytes: PNG },
      ]),
    );
    const other = await member('doctor');
    expectFailure(
      await write(other.token, { title: 'Mine now' }, [], { method: 'PUT', id: post._id }),
      404,
      {
        code: 'POST_NOT_FOUND',
      },
    );
    expectFailure(await call('DELETE', `/api/feed/${post._id}`, other.token), 404);

    const files = storedFiles().length;
    const edited = postOf(
      await write(
        doctor.token,
        { title: 'Boil water for one minute', removeMedia: [post.media[0]!._id], isPublic: false },
        [{ name: 'c.mp4', type: 'video/mp4', bytes: MP4 }],
        { method: 'PUT', id: post._id },
      ),
    );
    expect(edited).toMatchObject({ title: 'Boil water for one minute', status: 'private' });
    expect(edited.media.map((m) => m._id)).toEqual([post.media[1]!._id, expect.any(String)]);
    expect(edited.media.map((m) => m.type)).toEqual(['image', 'video']);
    expect(storedFiles().length).toBe(files); // one removed, one added

    const tooMany = Array.from({ length: f.MAX_POST_MEDIA - 1 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expectFailure(await write(doctor.token, {}, tooMany, { method: 'PUT', id: post._id }), 400, {
      code: 'TOO_MANY_FILES',
    });
    expect(storedFiles().length).toBe(files);

    expectSuccess(await call('DELETE', `/api/feed/${post._id}`, doctor.token));
    expect(storedFiles().length).toBe(files - 2);
    expectFailure(await call('GET', `/api/feed/${post._id}`, doctor.token), 404);
    expectFailure(await call('DELETE', `/api/feed/${post._id}`, doctor.token), 404);
  });
});

describe('the feed', () => {
  test('filters by category, provider and content type, newest first, page by page', async () => {
    const hospital = await member('hospital', { name: 'Bir Hospital' });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      now = new Date(Date.UTC(2026, 10, 22, 6, i));
      made.push(
        (await newPost({ title: `Urology note ${i}`, category: 'Urology', type: 'article' }))._id,
      );
    }
    now = new Date(Date.UTC(2026, 10, 22, 7));
    const fromHospital = await newPost(
      { title: 'Free eye camp', type: 'announcement' },
      hospital.token,
    );

    const urology = await feedOf('?category=Urology&limit=2');
    expect(urology.posts.map((p) => p.title)).toEqual(['Urology note 4', 'Urology note 3']);
    const second = await feedOf(`?category=Urology&limit=2&cursor=${urology.nextCursor}`);
    expect(second.posts.map((p) => p.title)).toEqual(['Urology note 2', 'Urology note 1']);
    const third = await feedOf(`?category=Urology&limit=2&cursor=${second.nextCursor}`);
    expect(third.posts.map((p) => p.title)).toEqual(['Urology note 0']);
    expect(third.nextCursor).toBeNull();

    // The demo feed has a hospital announcement too; the newest comes first.
    const hospitals = await feedOf('?provider=hospitals');
    expect(hospitals.posts[0]!._id).toBe(fromHospital._id);
    expect(new Set(hospitals.posts.map((p) => p.authorType))).toEqual(new Set(['hospital']));
    const announcements = await feedOf('?contentType=announcement');
    expect(announcements.posts[0]!._id).toBe(fromHospital._id);
    expect(new Set(announcements.posts.map((p) => p.type))).toEqual(new Set(['announcement']));
    const demo = await feedOf('?provider=labs&category=Endocrinology');
    expect(demo.posts.map((p) => p.title)).toEqual(['Fasting before a blood sugar test']);
    const none = await feedOf('?category=Oncology&provider=labs');
    expect(none).toEqual({ posts: [], nextCursor: null });

    expectFailure(await call('GET', '/api/feed?cursor=bm90LWEtY3Vyc29y'), 400, { field: 'cursor' });
    expectFailure(await call('GET', '/api/feed?category=Astrology'), 400, { field: 'category' });
    expectFailure(await call('GET', '/api/feed?limit=500'), 400, { field: 'limit' });
  });
});

const likes = async (postId: string) =>
  Number(
    (
      await sql<{ n: string }>`select likes_count as n from posts where id = ${postId}`.execute(
        t.db,
      )
    ).rows[0]!.n,
  );

describe('likes and shares', () => {
  test('a like is one per person; unliking never goes below zero; everyone hears the count', async () => {
    const post = await newPost();
    const reader = await member();
    relay.sent.length = 0;
    const like = () => call('POST', `/api/feed/${post._id}/like`, reader.token);
    const unlike = () => call('POST', `/api/feed/${post._id}/unlike`, reader.token);
    expect(expectSuccess(await like())).toEqual({ postId: post._id, likesCount: 1, isLiked: true });
    expect(expectSuccess(await like())).toEqual({ postId: post._id, likesCount: 1, isLiked: true });
    expect(
      f.likedPostsResponse.parse((await call('GET', '/api/feed/liked-posts', reader.token)).json())
        .data.postIds,
    ).toContain(post._id);
    const seen = (await call('GET', `/api/feed/${post._id}`, reader.token)).json();
    expect(seen.data.post).toMatchObject({ likesCount: 1, isLiked: true });
    expect(expectSuccess(await unlike())).toEqual({
      postId: post._id,
      likesCount: 0,
      isLiked: false,
    });
    expect(expectSuccess(await unlike())).toEqual({
      postId: post._id,
      likesCount: 0,
      isLiked: false,
    });

    const events = relay.sent
      .filter((e) => e.room === f.FEED_ROOM)
      .map((e) => [e.event, e.payload]);
    expect(events).toEqual([
      ['post_liked', { postId: post._id, likesCount: 1 }],
      ['post_unliked', { postId: post._id, likesCount: 0 }],
    ]);
    // The author hears of the like once, in their own language when they read it.
    const notified = relay.sent.filter((e) => e.userId === doctor.id && e.event === 'notification');
    expect(notified).toHaveLength(1);
    expect(notified[0]!.payload).toMatchObject({
      notification: {
        type: 'like',
        title: 'New like',
        message: `Maya Gurung liked your post "${post.title}".`,
      },
      ne: { title: 'नयाँ लाइक' },
    });
    expectFailure(await call('POST', `/api/feed/${post._id}/like`), 401);
  });

  test('20 people liking at once count 20; one person liking and unliking at once stays consistent', async () => {
    const post = await newPost();
    const readers = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(
      readers.map((r) => call('POST', `/api/feed/${post._id}/like`, r.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(new Array(20).fill(200));
    expect(await likes(post._id)).toBe(20);

    const one = readers[0]!;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', `/api/feed/${post._id}/${i % 2 ? 'like' : 'unlike'}`, one.token),
      ),
    );
    const { rows } = await sql<{ n: string }>`select count(*) as n from post_likes
      where post_id = ${post._id}`.execute(t.db);
    expect(await likes(post._id)).toBe(Number(rows[0]!.n));
  });

  test('a share counts once per person and day, visitors included', async () => {
    const post = await newPost();
    const reader = await member();
    relay.sent.length = 0;
    const share = (token: string | null, agent = 'Phone A') =>
      call('POST', `/api/feed/${post._id}/share`, token, undefined, { 'user-agent': agent });
    expect(expectSuccess(await share(reader.token))).toEqual({ postId: post._id, sharesCount: 1 });
    expect(expectSuccess(await share(reader.token))).toEqual({ postId: post._id, sharesCount: 1 });
    expect(expectSuccess(await share(null, 'Phone A'))).toEqual({
      postId: post._id,
      sharesCount: 2,
    });
    expect(expectSuccess(await share(null, 'Phone A'))).toEqual({
      postId: post._id,
      sharesCount: 2,
    });
    expect(expectSuccess(await share(null, 'Phone B'))).toEqual({
      postId: post._id,
      sharesCount: 3,
    });
    now = new Date('2026-11-22T06:15:00Z');
    expect(expectSuccess(await share(reader.token))).toEqual({ postId: post._id, sharesCount: 4 });
    expect(relay.sent.filter((e) => e.event === 'post_shared').map((e) => e.payload)).toEqual(
      [1, 2, 3, 4].map((sharesCount) => ({ postId: post._id, sharesCount })),
    );
    expectFailure(await call('POST', '/api/feed/not-a-post/share'), 404, {
      code: 'POST_NOT_FOUND',
    });
  });
});

describe('comments and reports', () => {
  test('comments are added, listed oldest first, and deleted by their author or the post’s', async () => {
    const post = await newPost();
    const ram = await member('patient', { name: 'Ram Thapa' });
    const sita = await member('patient', { name: 'Sita Rai' });
    relay.sent.length = 0;
    const add = (token: string, content: string) =>
      call('POST', `/api/feed/${post._id}/comments`, token, { content });
    const first = f.commentResponse.parse(
      (await add(ram.token, 'Should we boil filtered water too?')).json(),
    ).data;
    expect(first.commentsCount).toBe(1);
    now = new Date('2026-11-21T06:16:00Z');
    const second = f.commentResponse.parse(
      (await add(sita.token, 'Thank you, doctor.')).json(),
    ).data;
    expect(second.commentsCount).toBe(2);
    expectFailure(await add(sita.token, '   '), 400, {
      code: 'COMMENT_REQUIRED',
      field: 'content',
    });
    expectFailure(await add(sita.token, 'x'.repeat(1001)), 400, { code: 'TOO_LONG' });

    const list = f.commentListResponse.parse(
      (await call('GET', `/api/feed/${post._id}/comments`, ram.token)).json(),
    ).data;
    expect(list.comments.map((c) => [c.author.name, c.content, c.canDelete])).toEqual([
      ['Ram Thapa', 'Should we boil filtered water too?', true],
      ['Sita Rai', 'Thank you, doctor.', false],
    ]);
    const notified = relay.sent.filter((e) => e.userId === doctor.id && e.event === 'notification');
    expect(notified[0]!.payload).toMatchObject({
      notification: {
        type: 'comment',
        message: `Ram Thapa commented on "${post.title}": Should we boil filtered water too?`,
      },
    });

    // Sita may not delete Ram's comment; the doctor, whose post it is, may.
    expectFailure(
      await call('DELETE', `/api/feed/${post._id}/comments/${first.comment._id}`, sita.token),
      404,
      { code: 'COMMENT_NOT_FOUND' },
    );
    expect(
      expectSuccess(
        await call('DELETE', `/api/feed/${post._id}/comments/${first.comment._id}`, doctor.token),
      ),
    ).toEqual({ commentsCount: 1 });
    expect(
      expectSuccess(
        await call('DELETE', `/api/feed/${post._id}/comments/${second.comment._id}`, sita.token),
      ),
    ).toEqual({ commentsCount: 0 });
    expect(relay.sent.filter((e) => e.event === 'post_commented').map((e) => e.payload)).toEqual(
      [1, 2, 1, 0].map((commentsCount) => ({ postId: post._id, commentsCount })),
    );
  });

  test('a report is kept once per person for moderation', async () => {
    const post = await newPost();
    const reader = await member();
    const report = () =>
      call('POST', `/api/feed/${post._id}/report`, reader.token, {
        reason: 'misleading',
        details: 'No source',
      });
    expect(expectSuccess(await report())).toEqual({ reported: true });
    expectFailure(await report(), 409, { code: 'ALREADY_REPORTED' });
    expectFailure(
      await call('POST', `/api/feed/${post._id}/report`, reader.token, { reason: 'boring' }),
      400,
      { field: 'reason' },
    );
    const { rows } = await sql<{ reason: string; details: string }>`select reason, details
      from post_reports where post_id = ${post._id}`.execute(t.db);
    expect(rows).toEqual([{ reason: 'misleading', details: 'No source' }]);
  });
});

describe('views and analytics', () => {
  test('monthly reach counts distinct viewers of the last 30 days, never the author', async () => {
    const author = await member('doctor', { name: 'Dr. Reach' });
    const a = await newPost({}, author.token);
    const b = await newPost({ isPublic: false }, author.token);
    const viewer1 = await member();
    const viewer2 = await member();
    const view = (token: string | null, ids: string[], agent = 'Phone') =>
      call('POST', '/api/feed/views', token, { postIds: ids }, { 'user-agent': agent });

    // Forty days ago: too old to count.
    now = new Date('2026-10-12T06:15:00Z');
    await view((await member()).token, [a._id]);
    now = new Date('2026-11-21T06:15:00Z');
    expect(expectSuccess(await view(viewer1.token, [a._id, a._id]))).toEqual({ recorded: 1 });
    expect(expectSuccess(await view(viewer1.token, [a._id]))).toEqual({ recorded: 0 });
    // A private post is not someone else's to see; the author's own views do not count.
    expect(expectSuccess(await view(viewer2.token, [a._id, b._id]))).toEqual({ recorded: 1 });
    expect(expectSuccess(await view(author.token, [a._id, b._id]))).toEqual({ recorded: 0 });
    expect(expectSuccess(await view(null, [a._id], 'Visitor'))).toEqual({ recorded: 1 });
    expectFailure(await view(null, ['nope']), 400, { field: 'postIds.0' });

    await call('POST', `/api/feed/${a._id}/like`, viewer1.token);
    await call('POST', `/api/feed/${a._id}/like`, viewer2.token);
    await call('POST', `/api/feed/${a._id}/share`, viewer1.token);
    await call('POST', `/api/feed/${a._id}/comments`, viewer2.token, { content: 'Useful' });

    const stats = f.postAnalyticsResponse.parse(
      (await call('GET', '/api/feed/my-posts/analytics', author.token)).json(),
    ).data;
    expect(stats).toEqual({
      totalPosts: 2,
      totalLikes: 2,
      totalShares: 1,
      totalComments: 1,
      monthlyReach: 3,
      // 001 §9: round((2 + 1 + 1) / (2 × 100) × 100) = 2
      engagementRate: 2,
    });
    const empty = await member('doctor');
    expect(
      expectSuccess(await call('GET', '/api/feed/my-posts/analytics', empty.token)),
    ).toMatchObject({ totalPosts: 0, monthlyReach: 0, engagementRate: 0 });
  });

  test('the engagement rate formula of 001 §9', () => {
    expect(f.engagementRate(0, 5, 5, 5)).toBe(0);
    expect(f.engagementRate(4, 10, 3, 1)).toBe(4);
    expect(f.engagementRate(3, 1, 0, 0)).toBe(0);
  });
});
