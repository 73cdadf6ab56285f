import { describe, expect, it } from 'vitest';
import { commentListResponse, feedPageResponse, postAnalyticsResponse } from '@contract/feed';
import { healthResponse, publicSettingsResponse } from '@contract/system';
import * as feed from './fixtures/feed';
import * as feedAuthor from './fixtures/feed-author';
import * as system from './fixtures/system';

// Mocks must not drift from what the server sends: every success fixture parses.
describe('success fixtures match the contract', () => {
  it.each([
    ['health', healthResponse, system.health],
    ['public settings', publicSettingsResponse, system.publicSettings],
    ['feed, latest three', feedPageResponse, feed.feedPage(3)],
    ['feed, every post', feedPageResponse, feed.feedPage(100)],
    ['feed, empty', feedPageResponse, feed.emptyFeedPage],
    [
      'feed, a private own post',
      feedPageResponse,
      { posts: [feed.ownPrivatePost], nextCursor: null },
    ],
    [
      'comments',
      commentListResponse,
      { comments: feed.commentsFor(feed.posts[0]!), nextCursor: null },
    ],
    ['my posts', feedPageResponse, { posts: feedAuthor.myPosts, nextCursor: null }],
    ['post analytics', postAnalyticsResponse, feedAuthor.analytics],
    ['post analytics, none yet', postAnalyticsResponse, feedAuthor.emptyAnalytics],
  ] as const)('%s', (_name, schema, data) => {
    const parsed = schema.safeParse({ success: true, data });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
