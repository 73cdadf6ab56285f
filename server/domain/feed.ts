import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import {
  engagementRate,
  FEED_ROOM,
  MAX_POST_MEDIA,
  mediaKindOf,
  providerAuthorType,
  type AuthorType,
  type Comment,
  type FeedPost,
  type MediaFileType,
  type PostAnalytics,
  type feedQuery,
  type postEditFields,
  type postFields,
  type reportBody,
} from '@contract/feed';
import type { Role } from '@contract/roles';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { Caller } from '../http/route';
import type { Realtime } from '../realtime';
import { addDays, nepalToday } from './appointments';
import { decodeCursor, encodeCursor, isUuid } from './cursor';
import { deliver, storeNotification } from './notifications';

/**
 * The health feed (issue 6, ADR 0012). Posts are public (published) or private (seen by
 * their author only); anything a caller may not see answers 404, as if absent. Counts
 * are kept on the post and change in the same transaction as the like, share or comment
 * that causes them; the change goes out live to everyone watching the feed after commit.
 */

type Signed = NonNullable<Caller>;
export type FeedDeps = { db: Db; realtime: Realtime; now: Date };
export type StoredMedia = { type: MediaFileType; size: number; storedName: string };

const authorTypeOf: Partial<Record<Role, AuthorType>> = {
  doctor: 'doctor',
  hospital: 'hospital',
  lab: 'lab',
  pharmacy: 'pharmacy',
};

/**
 * Who a viewer is, for counting a share or a view once: a signed-in user by id, a
 * visitor by a hash of their address and browser (never stored in the clear).
 */
export function viewerKey(caller: Caller, ip: string, userAgent: string | undefined): string {
  if (caller) return `u:${caller.userId}`;
  const hash = createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url');
  return `v:${hash.slice(0, 22)}`;
}

// ---- Reading ----

type PostRow = {
  id: string;
  author_id: string;
  author_type: AuthorType;
  title: string;
  content: string;
  category: FeedPost['category'];
  type: FeedPost['type'];
  tags: string[] | string;
  is_public: boolean;
  video_url: string;
  article_link: string;
  likes_count: number;
  shares_count: number;
  comments_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_name: string;
  author_avatar: string | null;
  author_specialization: string | null;
  media: { id: string; kind: 'image' | 'video' }[] | string | null;
  liked: boolean;
};

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
const iso = (value: Date | string) => new Date(value).toISOString();

function toPost(row: PostRow, viewer: Caller): FeedPost {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    type: row.type,
    status: row.is_public ? 'published' : 'private',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    media: (json(row.media ?? []) ?? []).map((m) => ({
      _id: m.id,
      type: m.kind,
      url: `/api/feed/media/${m.id}`,
    })),
    videoUrl: row.video_url,
    articleLink: row.article_link,
    tags: json(row.tags),
    authorId: row.author_id,
    authorProfile: {
      name: row.author_name,
      profileImage: row.author_avatar,
      specialization: row.author_specialization,
    },
    authorType: row.author_type,
    likesCount: row.likes_count,
    sharesCount: row.shares_count,
    commentsCount: row.comments_count,
    isLiked: row.liked,
    isOwn: viewer?.userId === row.author_id,
  };
}

/** The posts matching `where`, with their author, media and the viewer's like. */
function selectPosts(viewer: Caller, where: RawBuilder<unknown>, limit: number) {
  const viewerId = viewer?.userId ?? null;
  return sql<PostRow>`select p.id, p.author_id, p.author_type, p.title, p.content, p.category,
      p.type, p.tags, p.is_public, p.video_url, p.article_link, p.likes_count, p.shares_count,
      p.comments_count, p.created_at, p.updated_at,
      u.name as author_name, u.avatar_url as author_avatar,
      (select d.specialization from doctors d where d.user_id = p.author_id limit 1)
        as author_specialization,
      (select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind) order by m.position), '[]')
         from post_media m where m.post_id = p.id) as media,
      ${viewerId === null ? sql`false` : sql`exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewerId})`} as liked
    from posts p join users u on u.id = p.author_id
    where ${where}
    order by p.created_at desc, p.id desc
    limit ${limit}`;
}

const isCursor = (parts: unknown[]): parts is [string, string] =>
  typeof parts[0] === 'string' &&
  !Number.isNaN(Date.parse(parts[0])) &&
  typeof parts[1] === 'string' &&
  isUuid(parts[1]);

async function page(
  db: Db,
  viewer: Caller,
  where: RawBuilder<unknown>,
  cursor: string | undefined,
  limit: number,
) {
  const after = cursor
    ? (() => {
        const [at, id] = decodeCursor(cursor, isCursor);
        return sql`(p.created_at, p.id) < (${at}::timestamptz, ${id}::uuid)`;
      })()
    : sql`true`;
  const { rows } = await selectPosts(viewer, sql`${where} and ${after}`, limit + 1).execute(db);
  const posts = rows.slice(0, limit).map((r) => toPost(r, viewer));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    posts,
    nextCursor: last ? encodeCursor([iso(last.created_at), last.id]) : null,
  };
}

/** GET /feed: public posts, newest first, by category, provider and content type. */
export function listFeed(db: Db, viewer: Caller, query: z.output<typeof feedQuery>) {
  const filters = [sql`p.is_public`];
  if (query.category) filters.push(sql`p.category = ${query.category}`);
  if (query.provider) filters.push(sql`p.author_type = ${providerAuthorType[query.provider]}`);
  if (query.contentType) filters.push(sql`p.type = ${query.contentType}`);
  return page(db, viewer, sql.join(filters, sql` and `), query.cursor, query.limit);
}

/** GET /feed/my-posts: the author's own, public and private. */
export function listMyPosts(db: Db, caller: Signed, query: { cursor?: string; limit: number }) {
  return page(db, caller, sql`p.author_id = ${caller.userId}`, query.cursor, query.limit);
}

/** A post the viewer may see: public, or their own. Anything else is 404. */
const visible = (viewer: Caller) =>
  viewer ? sql`(p.is_public or p.author_id = ${viewer.userId})` : sql`p.is_public`;

export async function getPost(db: Db, viewer: Caller, id: string): Promise<FeedPost> {
  if (!isUuid(id)) throw new AppError(404, 'POST_NOT_FOUND');
  const { rows } = await selectPosts(viewer, sql`p.id = ${id} and ${visible(viewer)}`, 1).execute(
    db,
  );
  if (!rows[0]) throw new AppError(404, 'POST_NOT_FOUND');
  return toPost(rows[0], viewer);
}

/** The ids of the posts the caller likes (that they may still see). */
export async function likedPostIds(db: Db, caller: Signed): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select p.id from post_likes l
    join posts p on p.id = l.post_id
    where l.user_id = ${caller.userId} and ${visible(caller)}
    order by l.created_at desc limit 1000`.execute(db);
  return rows.map((r) => r.id);
}

/** A post the viewer may see (public, or their own); anything else is 404. */
async function visiblePost(db: Db, viewer: Caller, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'POST_NOT_FOUND');
  const { rows } = await sql<{
    id: string;
    author_id: string;
    title: string;
    is_public: boolean;
  }>`select p.id, p.author_id, p.title, p.is_public from posts p
    where p.id = ${id} and ${visible(viewer)}`.execute(db);
  if (!rows[0]) throw new AppError(404, 'POST_NOT_FOUND');
  return rows[0];
}

/** Counts go to everyone watching the feed, but a private post's only to nobody else. */
function broadcast(
  realtime: Realtime,
  post: { is_public: boolean },
  event: string,
  payload: unknown,
) {
  if (post.is_public) realtime.toRoom(FEED_ROOM, event, payload);
}

// ---- Writing ----

type Fields = z.output<typeof postFields>;

async function authorTypeFor(db: Db, caller: Signed): Promise<AuthorType> {
  const type = authorTypeOf[caller.role];
  if (!type) throw new AppError(403, 'FORBIDDEN');
  const user = await db
    .selectFrom('users')
    .select('verified')
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  if (!user?.verified) throw new AppError(403, 'AUTHOR_NOT_VERIFIED');
  return type;
}

async function insertMedia(db: Db, postId: string, files: StoredMedia[], from: number) {
  let position = from;
  for (const file of files) {
    await sql`insert into post_media (post_id, kind, file_type, stored_name, size, position)
      values (${postId}, ${mediaKindOf(file.type)}, ${file.type}, ${file.storedName}, ${file.size},
        ${position++})`.execute(db);
  }
}

/** POST /feed: a verified author's new post with its media. */
export async function createPost(
  { db }: FeedDeps,
  caller: Signed,
  fields: Fields,
  files: StoredMedia[],
): Promise<FeedPost> {
  const authorType = await authorTypeFor(db, caller);
  const id = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`insert into posts
        (author_id, author_type, title, content, category, type, tags, is_public, video_url,
         article_link)
      values (${caller.userId}, ${authorType}, ${fields.title}, ${fields.content},
        ${fields.category}, ${fields.type}, ${JSON.stringify(fields.tags)}::jsonb,
        ${fields.isPublic}, ${fields.videoUrl}, ${fields.articleLink})
      returning id`.execute(trx);
    await insertMedia(trx, rows[0]!.id, files, 0);
    return rows[0]!.id;
  });
  return getPost(db, caller, id);
}

/**
 * PUT /feed/{id}: the author edits their post, removes media and adds new. Returns the
 * post and the stored names of the removed files, to delete once committed.
 */
export async function updatePost(
  { db }: FeedDeps,
  caller: Signed,
  id: string,
  fields: z.output<typeof postEditFields>,
  files: StoredMedia[],
): Promise<{ post: FeedPost; removed: string[] }> {
  if (!isUuid(id)) throw new AppError(404, 'POST_NOT_FOUND');
  const removed = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`update posts set title = ${fields.title},
        content = ${fields.content}, category = ${fields.category}, type = ${fields.type},
        tags = ${JSON.stringify(fields.tags)}::jsonb, is_public = ${fields.isPublic},
        video_url = ${fields.videoUrl}, article_link = ${fields.articleLink}, updated_at = now()
      where id = ${id} and author_id = ${caller.userId}
      returning id`.execute(trx);
    if (!rows[0]) throw new AppError(404, 'POST_NOT_FOUND');
    const gone =
      fields.removeMedia.length > 0
        ? (
            await sql<{ stored_name: string }>`delete from post_media
              where post_id = ${id} and id = any(${fields.removeMedia}::uuid[])
              returning stored_name`.execute(trx)
          ).rows.map((r) => r.stored_name)
        : [];
    const { rows: left } = await sql<{ n: number; last: number | null }>`select count(*)::int as n,
        max(position) as last from post_media where post_id = ${id}`.execute(trx);
    if ((left[0]?.n ?? 0) + files.length > MAX_POST_MEDIA)
      throw new AppError(400, 'TOO_MANY_FILES', 'media', { count: MAX_POST_MEDIA });
    await insertMedia(trx, id, files, (left[0]?.last ?? -1) + 1);
    return gone;
  });
  return { post: await getPost(db, caller, id), removed };
}

/** DELETE /feed/{id}: the post with everything on it; returns its files to delete. */
export async function deletePost({ db }: FeedDeps, caller: Signed, id: string): Promise<string[]> {
  if (!isUuid(id)) throw new AppError(404, 'POST_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const { rows: media } = await sql<{ stored_name: string }>`select m.stored_name
      from post_media m join posts p on p.id = m.post_id
      where p.id = ${id} and p.author_id = ${caller.userId}`.execute(trx);
    const { rows } = await sql`delete from posts where id = ${id} and author_id = ${caller.userId}
      returning id`.execute(trx);
    if (!rows[0]) throw new AppError(404, 'POST_NOT_FOUND');
    return media.map((m) => m.stored_name);
  });
}

// ---- Likes and shares (000 §4) ----

async function nameOf(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.name ?? '';
}

/** POST /feed/{id}/like: once per person; a second like changes nothing. */
export async function likePost({ db, realtime }: FeedDeps, caller: Signed, id: string) {
  const post = await visiblePost(db, caller, id);
  const liker = await nameOf(db, caller.userId);
  const { likesCount, changed, notice } = await db.transaction().execute(async (trx) => {
    const inserted = await sql`insert into post_likes (post_id, user_id)
      values (${post.id}, ${caller.userId}) on conflict do nothing returning post_id`.execute(trx);
    if (inserted.rows.length === 0) {
      const { rows } = await sql<{ likes_count: number }>`select likes_count from posts
        where id = ${post.id}`.execute(trx);
      return { likesCount: rows[0]?.likes_count ?? 0, changed: false, notice: null };
    }
    const { rows } = await sql<{ likes_count: number }>`update posts
      set likes_count = likes_count + 1 where id = ${post.id} returning likes_count`.execute(trx);
    const notice =
      post.author_id === caller.userId
        ? null
        : await storeNotification(trx, {
            userId: post.author_id,
            event: 'post_liked',
            params: { postId: post.id, liker, title: post.title },
          });
    return { likesCount: rows[0]!.likes_count, changed: true, notice };
  });
  if (changed) broadcast(realtime, post, 'post_liked', { postId: post.id, likesCount });
  if (notice) deliver(realtime, post.author_id, notice);
  return { postId: post.id, likesCount, isLiked: true };
}

/** POST /feed/{id}/unlike: takes back the caller's like; never below zero. */
export async function unlikePost({ db, realtime }: FeedDeps, caller: Signed, id: string) {
  const post = await visiblePost(db, caller, id);
  const { likesCount, changed } = await db.transaction().execute(async (trx) => {
    const deleted = await sql`delete from post_likes
      where post_id = ${post.id} and user_id = ${caller.userId} returning post_id`.execute(trx);
    const { rows } = deleted.rows.length
      ? await sql<{ likes_count: number }>`update posts
          set likes_count = greatest(likes_count - 1, 0) where id = ${post.id}
          returning likes_count`.execute(trx)
      : await sql<{ likes_count: number }>`select likes_count from posts
          where id = ${post.id}`.execute(trx);
    return { likesCount: rows[0]?.likes_count ?? 0, changed: deleted.rows.length > 0 };
  });
  if (changed) broadcast(realtime, post, 'post_unliked', { postId: post.id, likesCount });
  return { postId: post.id, likesCount, isLiked: false };
}

/** POST /feed/{id}/share: counted once per person and day, so the count means people. */
export async function sharePost(
  { db, realtime, now }: FeedDeps,
  viewer: Caller,
  key: string,
  id: string,
) {
  const post = await visiblePost(db, viewer, id);
  const { sharesCount, changed } = await db.transaction().execute(async (trx) => {
    const inserted = await sql`insert into post_shares (post_id, sharer_key, shared_on)
      values (${post.id}, ${key}, ${nepalToday(now)}) on conflict do nothing
      returning post_id`.execute(trx);
    const { rows } = inserted.rows.length
      ? await sql<{ shares_count: number }>`update posts set shares_count = shares_count + 1
          where id = ${post.id} returning shares_count`.execute(trx)
      : await sql<{ shares_count: number }>`select shares_count from posts
          where id = ${post.id}`.execute(trx);
    return { sharesCount: rows[0]?.shares_count ?? 0, changed: inserted.rows.length > 0 };
  });
  if (changed) broadcast(realtime, post, 'post_shared', { postId: post.id, sharesCount });
  return { postId: post.id, sharesCount };
}

// ---- Comments ----

type CommentRow = {
  id: string;
  post_id: string;
  content: string;
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
  createdAt: iso(row.created_at),
  author: { _id: row.author_id, name: row.author_name, role: row.author_role },
  canDelete: !!viewer && (viewer.userId === row.author_id || viewer.userId === row.post_author_id),
});

const selectComments = (where: RawBuilder<unknown>, limit: number) =>
  sql<CommentRow>`select c.id, c.post_id, c.content, c.created_at, c.author_id,
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
  content: string,
) {
  const post = await visiblePost(db, caller, id);
  const commenter = await nameOf(db, caller.userId);
  const { commentId, commentsCount, notice } = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: string;
    }>`insert into post_comments (post_id, author_id, content)
      values (${post.id}, ${caller.userId}, ${content}) returning id`.execute(trx);
    const { rows: counted } = await sql<{ comments_count: number }>`update posts
      set comments_count = comments_count + 1 where id = ${post.id}
      returning comments_count`.execute(trx);
    const notice =
      post.author_id === caller.userId
        ? null
        : await storeNotification(trx, {
            userId: post.author_id,
            event: 'post_commented',
            params: {
              postId: post.id,
              commenter,
              title: post.title,
              comment: content.length > 120 ? `${content.slice(0, 119)}…` : content,
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

/** A post's stored file, if the viewer may see the post. */
export async function mediaFile(db: Db, viewer: Caller, mediaId: string) {
  if (!isUuid(mediaId)) throw new AppError(404, 'NOT_FOUND');
  const { rows } = await sql<{
    stored_name: string;
    file_type: MediaFileType;
    is_public: boolean;
  }>`select m.stored_name, m.file_type, p.is_public
    from post_media m join posts p on p.id = m.post_id
    where m.id = ${mediaId} and ${visible(viewer)}`.execute(db);
  if (!rows[0]) throw new AppError(404, 'NOT_FOUND');
  return { storedName: rows[0].stored_name, type: rows[0].file_type, isPublic: rows[0].is_public };
}
