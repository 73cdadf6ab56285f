import type { FeedFilter } from '@contract/feed';
import { paths } from '@contract/paths';

/** A path of the contract with its `:id` (and `:commentId`) filled in. */
export const withId = (path: string, id: string, commentId = '') =>
  path.replace(':id', encodeURIComponent(id)).replace(':commentId', encodeURIComponent(commentId));

/** Which list of posts: the public feed (with its filters) or the author's own. */
export type PostSource = { kind: 'feed'; filter?: FeedFilter } | { kind: 'mine' };

/** The SWR key of one page of a list; `cursor` null for the first page. */
export const pageKey = (source: PostSource, cursor: string | null, limit: number) =>
  source.kind === 'mine'
    ? ([paths.myPosts, '', '', '', cursor ?? '', limit] as const)
    : ([
        paths.feed,
        source.filter?.category ?? '',
        source.filter?.provider ?? '',
        source.filter?.contentType ?? '',
        cursor ?? '',
        limit,
      ] as const);

export const analyticsKey = [paths.postAnalytics] as const;
export const commentsKey = (postId: string) => [paths.postComments, postId] as const;
