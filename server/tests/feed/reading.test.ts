import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as f from '@contract/feed';
import { expectFailure, expectSuccess } from '../harness';
import {
  openFeedSuite,
  call,
  doctor,
  feedOf,
  likes,
  member,
  newPost,
  relay,
  t,
  setNow,
} from './setup';

openFeedSuite();

describe('the feed', () => {
  test('filters by category, provider and content type, newest first, page by page', async () => {
    const hospital = await member('hospital', { name: 'Bir Hospital' });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      setNow(new Date(Date.UTC(2026, 10, 22, 6, i)));
      made.push(
        (await newPost({ title: `Urology note ${i}`, category: 'Urology', type: 'article' }))._id,
      );
    }
    setNow(new Date(Date.UTC(2026, 10, 22, 7)));
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
    setNow(new Date('2026-11-22T06:15:00Z'));
    expect(expectSuccess(await share(reader.token))).toEqual({ postId: post._id, sharesCount: 4 });
    expect(relay.sent.filter((e) => e.event === 'post_shared').map((e) => e.payload)).toEqual(
      [1, 2, 3, 4].map((sharesCount) => ({ postId: post._id, sharesCount })),
    );
    expectFailure(await call('POST', '/api/feed/not-a-post/share'), 404, {
      code: 'POST_NOT_FOUND',
    });
  });
});
