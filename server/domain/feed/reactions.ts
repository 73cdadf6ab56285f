import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/route';
import { nepalToday } from '../appointments';
import { deliver, notify } from '../notifications';
import { broadcast, visiblePost } from './read';
import { type FeedDeps, type Signed } from './shared';

// ---- Likes and shares (000 §4) ----

export async function nameOf(db: Db, userId: string): Promise<string> {
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
        : await notify(trx, {
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
