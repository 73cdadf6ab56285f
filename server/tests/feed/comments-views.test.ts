import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import * as f from '@contract/feed';
import { expectFailure, expectSuccess } from '../harness';
import { openFeedSuite, call, doctor, member, newPost, relay, t, setNow } from './setup';

openFeedSuite();

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
    setNow(new Date('2026-11-21T06:16:00Z'));
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
    setNow(new Date('2026-10-12T06:15:00Z'));
    await view((await member()).token, [a._id]);
    setNow(new Date('2026-11-21T06:15:00Z'));
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
