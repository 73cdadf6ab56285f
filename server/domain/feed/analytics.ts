import { sql } from 'kysely';
import { engagementRate, type PostAnalytics, type reportBody } from '@contract/feed';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { addDays, nepalToday } from '../appointments';
import { visible, visiblePost } from './read';
import { type Signed } from './shared';

// ---- Reports, views, analytics ----

/** POST /feed/{id}/report: kept for the admins' moderation queue; once per person. */
export async function reportPost(
  db: Db,
  caller: Signed,
  id: string,
  report: z.output<typeof reportBody>,
) {
  const post = await visiblePost(db, caller, id);
  const { rows } = await sql`insert into post_reports (post_id, reporter_id, reason, details)
    values (${post.id}, ${caller.userId}, ${report.reason}, ${report.details})
    on conflict (post_id, reporter_id) do nothing returning id`.execute(db);
  if (!rows[0]) throw new AppError(409, 'ALREADY_REPORTED');
  return { reported: true as const };
}

/**
 * POST /feed/views: posts the viewer saw on screen, once per viewer, post and day. An
 * author's views of their own posts, and posts the viewer may not see, are not counted.
 */
export async function recordViews(
  db: Db,
  viewer: Caller,
  key: string,
  postIds: string[],
  now: Date,
) {
  const { rows } = await sql`insert into post_views (post_id, viewer_key, viewed_on)
    select p.id, ${key}, ${nepalToday(now)}::date from posts p
    where p.id = any(${[...new Set(postIds)]}::uuid[]) and ${visible(viewer)}
      ${viewer ? sql`and p.author_id <> ${viewer.userId}` : sql``}
    on conflict do nothing
    returning post_id`.execute(db);
  return { recorded: rows.length };
}

/** GET /feed/my-posts/analytics: 001 §2.13 from real data (ADR 0012). */
export async function postAnalytics(db: Db, caller: Signed, now: Date): Promise<PostAnalytics> {
  const { rows } = await sql<{
    posts: number;
    likes: number;
    shares: number;
    comments: number;
  }>`select count(*)::int as posts, coalesce(sum(likes_count), 0)::int as likes,
      coalesce(sum(shares_count), 0)::int as shares, coalesce(sum(comments_count), 0)::int as comments
    from posts where author_id = ${caller.userId}`.execute(db);
  const since = addDays(nepalToday(now), -29);
  const { rows: reach } = await sql<{ n: number }>`select count(distinct v.viewer_key)::int as n
    from post_views v join posts p on p.id = v.post_id
    where p.author_id = ${caller.userId} and v.viewed_on >= ${since}::date`.execute(db);
  const t = rows[0] ?? { posts: 0, likes: 0, shares: 0, comments: 0 };
  return {
    totalPosts: t.posts,
    totalLikes: t.likes,
    totalShares: t.shares,
    totalComments: t.comments,
    monthlyReach: reach[0]?.n ?? 0,
    engagementRate: engagementRate(t.posts, t.likes, t.comments, t.shares),
  };
}
