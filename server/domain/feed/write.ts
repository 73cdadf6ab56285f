import { sql } from 'kysely';
import type { ContentLanguage } from '@contract/language';
import {
  MAX_POST_MEDIA,
  mediaKindOf,
  type AuthorType,
  type FeedPost,
  type postEditFields,
  type postFields,
} from '@contract/feed';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';
import { getPost } from './read';
import { type FeedDeps, type Signed, type StoredMedia, authorTypeOf } from './shared';

// ---- Writing ----

/** The post's fields with its language settled (the caller's when they sent none, ADR 0014). */
type Fields = z.output<typeof postFields> & { language: ContentLanguage };

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
         article_link, language)
      values (${caller.userId}, ${authorType}, ${fields.title}, ${fields.content},
        ${fields.category}, ${fields.type}, ${JSON.stringify(fields.tags)}::jsonb,
        ${fields.isPublic}, ${fields.videoUrl}, ${fields.articleLink}, ${fields.language})
      returning id`.execute(trx);
    await insertMedia(trx, rows[0]!.id, files, 0);
    return rows[0]!.id;
  });
  return getPost(db, caller, id);
}

/**
 * PUT /feed/{id}: the author edits their post, removes media and adds new (without a
 * language, the stored one stays). Returns the post and the stored names of the removed
 * files, to delete once committed.
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
        video_url = ${fields.videoUrl}, article_link = ${fields.articleLink},
        language = coalesce(${fields.language ?? null}, language), updated_at = now()
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
