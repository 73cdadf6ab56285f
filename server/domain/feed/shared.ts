import { createHash } from 'node:crypto';
import { type AuthorType, type MediaFileType } from '@contract/feed';
import type { Role } from '@contract/roles';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/route';
import type { Realtime } from '../../realtime';

/**
 * The health feed (issue 6, ADR 0012). Posts are public (published) or private (seen by
 * their author only); anything a caller may not see answers 404, as if absent. Counts
 * are kept on the post and change in the same transaction as the like, share or comment
 * that causes them; the change goes out live to everyone watching the feed after commit.
 */

export type Signed = NonNullable<Caller>;
export type FeedDeps = { db: Db; realtime: Realtime; now: Date };
export type StoredMedia = { type: MediaFileType; size: number; storedName: string };

export const authorTypeOf: Partial<Record<Role, AuthorType>> = {
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
