import { http } from 'msw';
import type { FeedPost } from '@contract/feed';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/feed';
import { api, failures, ok } from '../respond';

/** `limit` as the server reads it: 1 to 100, 20 when missing or unreadable. */
const limitOf = (request: Request) => {
  const limit = Number(new URL(request.url).searchParams.get('limit'));
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, 100) : 20;
};

export const getFeed = {
  success: (all: readonly FeedPost[] = fixtures.posts) =>
    http.get(api(paths.feed), ({ request }) => ok(fixtures.feedPage(limitOf(request), all))),
  empty: () => http.get(api(paths.feed), () => ok(fixtures.emptyFeedPage)),
  ...failures('get', paths.feed),
};
