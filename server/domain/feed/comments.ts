import { sql, type RawBuilder } from 'kysely';
import { type Comment } from '@contract/feed';
import type { ContentLanguage } from '@contract/language';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { decodeCursor, encodeCursor, isUuid } from '../cursor';
import { deliver, notificationPreview, notify } from '../notifications';
import { nameOf } from './reactions';
import { broadcast, isCursor, iso, visiblePost } from './read';
import { type FeedDeps, type Signed } from './shared';

// ---- Comments ----

type CommentRow = {
  id: string;
  post_id: string;
  content: string;
  language: ContentLanguage;
  created_at: Date | string;
  author_id: string;
  author_name: string;
  author_role: string;
  post_author_id: string;
};

const toComment = (row: CommentRow, viewer: Caller): Comment => ({
  _id: row.id,
  postId: row.post_id,
  content: row.content,
  language: row.language,
  createdAt: iso(row.created_at),
  author: { _id: row.author_id, name: row.author_name, role: row.author_role },
  canDelete: !!viewer && (viewer.userId === row.author_id || viewer.userId === row.post_author_id),
});

const selectComments = (where: RawBuilder<unknown>, limit: number) =>
  sql<CommentRow>`select c.id, c.post_id, c.content, c.language, c.created_at, c.author_id,
      u.name as author_name, u.role as author_role, p.author_id as post_author_id
    from post_comments c join users u on u.id = c.author_id join posts p on p.id = c.post_id
    where ${where}
    order by c.created_at, c.id
    limit ${limit}`;

/** GET /feed/{id}/comments: oldest first, so a conversation reads down. */
export async function listComments(
  db: Db,
  viewer: Caller,
  id: string,
  query: { cursor?: string; limit: number },
) {
  const post = await visiblePost(db, viewer, id);
  const after = query.cursor
    ? (() => {
        const [at, last] = decodeCursor(query.cursor, isCursor);
        return sql`(c.created_at, c.id) > (${at}::timestamptz, ${last}::uuid)`;
      })()
    : sql`true`;
  const { rows } = await selectComments(
    sql`c.post_id = ${post.id} and ${after}`,
    query.limit + 1,
  ).execute(db);
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return {
    comments: rows.slice(0, query.limit).map((r) => toComment(r, viewer)),
    nextCursor: last ? encodeCursor([iso(last.created_at), last.id]) : null,
  };
}

/** POST /feed/{id}/comments; the post's author hears of it (001 §7 post_commented). */
export async function addComment(
  { db, realtime }: FeedDeps,
  caller: Signed,
  id: string,
  { content, language }: { content: string; language: ContentLanguage },
) {
  const post = await visiblePost(db, caller, id);
  const commenter = await nameOf(db, caller.userId);
  const { commentId, commentsCount, notice } = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: string;
    }>`insert into post_comments (post_id, author_id, content, language)
      values (${post.id}, ${caller.userId}, ${content}, ${language}) returning id`.execute(trx);
    const { rows: counted } = await sql<{ comments_count: number }>`update posts
      set comments_count = comments_count + 1 where id = ${post.id}
      returning comments_count`.execute(trx);
    const notice =
      post.author_id === caller.userId
        ? null
        : await notify(trx, {
            userId: post.author_id,
            event: 'post_commented',
            params: {
              postId: post.id,
              commenter,
              title: post.title,
              comment: notificationPreview(content),
            },
          });
    return { commentId: rows[0]!.id, commentsCount: counted[0]!.comments_count, notice };
  });
  broadcast(realtime, post, 'post_commented', { postId: post.id, commentsCount });
  if (notice) deliver(realtime, post.author_id, notice);
  const { rows } = await selectComments(sql`c.id = ${commentId}`, 1).execute(db);
  return { comment: toComment(rows[0]!, caller), commentsCount };
}

/** DELETE /feed/{id}/comments/{commentId}: by its author, or by the post's. */
export async function deleteComment(
  { db, realtime }: FeedDeps,
  caller: Signed,
  id: string,
  commentId: string,
) {
  if (!isUuid(id) || !isUuid(commentId)) throw new AppError(404, 'COMMENT_NOT_FOUND');
  const post = await db.transaction().execute(async (trx) => {
    const { rows } = await sql`delete from post_comments c using posts p
      where c.id = ${commentId} and c.post_id = ${id} and p.id = c.post_id
        and (c.author_id = ${caller.userId} or p.author_id = ${caller.userId})
      returning c.id`.execute(trx);
    if (!rows[0]) throw new AppError(404, 'COMMENT_NOT_FOUND');
    const { rows: counted } = await sql<{ comments_count: number; is_public: boolean }>`update posts
      set comments_count = greatest(comments_count - 1, 0) where id = ${id}
      returning comments_count, is_public`.execute(trx);
    return counted[0] ?? { comments_count: 0, is_public: false };
  });
  broadcast(realtime, post, 'post_commented', { postId: id, commentsCount: post.comments_count });
  return { commentsCount: post.comments_count };
}
