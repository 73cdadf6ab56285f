import { sql, type RawBuilder } from 'kysely';
import {
  FEED_ROOM,
  providerAuthorType,
  type AuthorType,
  type FeedPost,
  type MediaFileType,
  type feedQuery,
} from '@contract/feed';
import type { ContentLanguage } from '@contract/language';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { Realtime } from '../../realtime';
import { decodeCursor, encodeCursor, isInstant, isUuid } from '../cursor';
import { type Signed } from './shared';

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
  language: ContentLanguage;
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
export const iso = (value: Date | string) => new Date(value).toISOString();

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
    language: row.language,
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
      p.type, p.tags, p.language, p.is_public, p.video_url, p.article_link, p.likes_count, p.shares_count,
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

export const isCursor = (parts: unknown[]): parts is [string, string] =>
  isInstant(parts[0]) && typeof parts[1] === 'string' && isUuid(parts[1]);

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
export const visible = (viewer: Caller) =>
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
export async function visiblePost(db: Db, viewer: Caller, id: string) {
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
export function broadcast(
  realtime: Realtime,
  post: { is_public: boolean },
  event: string,
  payload: unknown,
) {
  if (post.is_public) realtime.toRoom(FEED_ROOM, event, payload);
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
