import { sql } from 'kysely';
import {
  REVIEW_HOURS,
  type ModerationRequest,
  type ReportedPost,
  type ReportsQuery,
  reportsQuery,
} from '@contract/admin-moderation';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Realtime } from '../realtime';
import { audit } from './audit';
import { deliver, notify } from './notifications';

/**
 * The moderation queue (issue 14): posts with open reports, and posts a moderator hid
 * (so they can be restored), grouped per post, oldest first. Hide takes a post out of
 * the public feed and resolves its reports; Restore gives back its visibility; Dismiss
 * resolves the reports and leaves the post as it is. The author is told of Hide and
 * Restore; every decision is audited.
 */

type Row = {
  post_id: string;
  title: string;
  content: string;
  author_id: string;
  author_name: string;
  author_type: string;
  hidden: boolean;
  first_at: Date;
  reports: { reason: ReportedPost['details'][number]['reason']; details: string; at: string }[];
  total: string;
};

export async function listReports(
  db: Db,
  input: ReportsQuery,
  now: Date,
): Promise<{ posts: ReportedPost[]; total: number; page: number; limit: number }> {
  const { page, limit } = reportsQuery.parse(input);
  const { rows } = await sql<Row>`
    with queued as (
      select r.post_id, r.reason, r.details, r.created_at
      from post_reports r
      left join post_moderation m on m.post_id = r.post_id
      where r.resolved_at is null or m.post_id is not null
    )
    select p.id as post_id, p.title, p.content, p.author_id, u.name as author_name,
      p.author_type, (m.post_id is not null) as hidden, min(q.created_at) as first_at,
      jsonb_agg(jsonb_build_object('reason', q.reason, 'details', q.details, 'at', q.created_at)
        order by q.created_at) as reports,
      count(*) over () as total
    from queued q
    join posts p on p.id = q.post_id
    join users u on u.id = p.author_id
    left join post_moderation m on m.post_id = p.id
    group by p.id, u.name, m.post_id
    order by min(q.created_at), p.id
    limit ${limit} offset ${(page - 1) * limit}`.execute(db);
  const overdueBefore = now.getTime() - REVIEW_HOURS * 3_600_000;
  const posts = rows.map((r): ReportedPost => {
    const reasons = { misleading: 0, abusive: 0, spam: 0, other: 0 };
    for (const report of r.reports) reasons[report.reason] += 1;
    const first = new Date(r.first_at);
    return {
      postId: r.post_id,
      title: r.title,
      content: r.content,
      author: { _id: r.author_id, name: r.author_name, type: r.author_type },
      hidden: r.hidden,
      reportCount: r.reports.length,
      reasons,
      details: r.reports.map((x) => ({
        reason: x.reason,
        details: x.details,
        createdAt: new Date(x.at).toISOString(),
      })),
      firstReportedAt: first.toISOString(),
      overdue: !r.hidden && first.getTime() < overdueBefore,
    };
  });
  return { posts, total: Number(rows[0]?.total ?? 0), page, limit };
}

type Deps = { db: Db; realtime: Realtime; now: Date };
type Caller = { userId: string; role: string };

export async function moderate(
  { db, realtime, now }: Deps,
  caller: Caller,
  postId: string,
  { action, note = '' }: ModerationRequest,
  ip: string,
) {
  const told = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      title: string;
      author_id: string;
      is_public: boolean;
      hidden: boolean;
      was_public: boolean | null;
      open_reports: string;
    }>`select p.title, p.author_id, p.is_public, (m.post_id is not null) as hidden,
        m.was_public,
        (select count(*) from post_reports r where r.post_id = p.id and r.resolved_at is null)
          as open_reports
      from posts p
      left join post_moderation m on m.post_id = p.id
      where p.id::text = ${postId}
      for update of p`.execute(trx);
    const post = rows[0];
    if (!post) throw new AppError(404, 'POST_NOT_FOUND');
    if (!post.hidden && Number(post.open_reports) === 0)
      throw new AppError(404, 'MODERATION_NOT_REPORTED');
    if (action === 'hide' && post.hidden) throw new AppError(409, 'POST_ALREADY_HIDDEN');
    if (action === 'restore' && !post.hidden) throw new AppError(409, 'POST_NOT_HIDDEN');
    if (action === 'dismiss' && post.hidden) throw new AppError(409, 'POST_ALREADY_HIDDEN');

    const resolve = sql`update post_reports set resolved_at = ${now}
      where post_id = ${postId} and resolved_at is null`;
    let isPublic = post.is_public;
    if (action === 'hide') {
      await sql`insert into post_moderation (post_id, hidden_at, hidden_by, was_public, note)
        values (${postId}, ${now}, ${caller.userId}, ${post.is_public}, ${note})`.execute(trx);
      await sql`update posts set is_public = false where id = ${postId}`.execute(trx);
      await resolve.execute(trx);
      isPublic = false;
    } else if (action === 'restore') {
      isPublic = post.was_public ?? true;
      await sql`update posts set is_public = ${isPublic} where id = ${postId}`.execute(trx);
      await sql`delete from post_moderation where post_id = ${postId}`.execute(trx);
    } else {
      await resolve.execute(trx);
    }
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'update',
      subjectType: 'post',
      subjectId: postId,
      ip,
      details: {
        moderation: action,
        note,
        old: { hidden: post.hidden, isPublic: post.is_public },
        new: { hidden: action === 'hide', isPublic },
      },
    });
    if (action === 'dismiss') return null;
    const event = action === 'hide' ? 'post_hidden' : 'post_restored';
    const params = { postId, title: post.title, note: note ? ` ${note}` : '' };
    const row = await notify(trx, { userId: post.author_id, event, params });
    return { userId: post.author_id, row };
  });
  if (told) deliver(realtime, told.userId, told.row);
  return { postId, action, hidden: action === 'hide' };
}
