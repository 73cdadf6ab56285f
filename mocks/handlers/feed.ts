import { HttpResponse, http } from 'msw';
import {
  commentBody,
  feedQuery,
  providerAuthorType,
  reportBody,
  viewsBody,
  type Comment,
  type FeedPost,
} from '@contract/feed';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/feed';
import { api, fail, failures, hang, languageOf, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: posts, their comments, and what the reader has done ----

let stored: FeedPost[] = [];
let comments = new Map<string, Comment[]>();
let reported = new Set<string>();
let shared = new Set<string>();
let viewed: string[] = [];
let lastCommentId = 0;

/**
 * The posts the handlers serve and change (likes, shares, comments, reports). The preview
 * resets it before each story (mocks/stores.ts), so no story sees another's likes. The
 * reader is the demo patient (fixtures.reader); the mocks do not read tokens.
 */
export const feedStore = {
  reset(seed: readonly FeedPost[] = [...fixtures.posts, fixtures.ownPrivatePost]) {
    stored = seed.map((p) => ({ ...p, tags: [...p.tags], media: p.media.map((m) => ({ ...m })) }));
    comments = new Map(stored.map((p) => [p._id, fixtures.commentsFor(p)]));
    reported = new Set();
    shared = new Set();
    viewed = [];
    lastCommentId = 0;
  },
  get posts(): readonly FeedPost[] {
    return stored;
  },
  find: (id: string) => stored.find((p) => p._id === id),
  commentsOf: (id: string): readonly Comment[] => comments.get(id) ?? [],
  /** The ids POST /feed/views was told about, in order. */
  get viewed(): readonly string[] {
    return viewed;
  },
  /** Forgets the views reported so far (a previous story's screen sends its last on unmount). */
  forgetViews() {
    viewed = [];
  },
};

resetBeforeEachStory(() => feedStore.reset());

/** A post the reader may see: public, or their own. */
const visible = (id: string | readonly string[] | undefined) => {
  const post = typeof id === 'string' ? feedStore.find(id) : undefined;
  return post && (post.status === 'published' || post.isOwn) ? post : undefined;
};

/** GET /feed as the server answers it: public posts by filter, a cursor page at a time. */
function feedPageOf(request: Request, all: readonly FeedPost[]) {
  const query = feedQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return refuse(request, 400, 'VALIDATION');
  const { category, provider, contentType, cursor, limit } = query.data;
  const matching = all.filter(
    (p) =>
      p.status === 'published' &&
      (!category || p.category === category) &&
      (!provider || p.authorType === providerAuthorType[provider]) &&
      (!contentType || p.type === contentType),
  );
  const start = cursor ? matching.findIndex((p) => p._id === cursor) + 1 : 0;
  const page = matching.slice(start, start + limit);
  const more = start + limit < matching.length;
  return ok({ posts: page, nextCursor: more ? (page.at(-1)?._id ?? null) : null });
}

const isLaterPage = (request: Request) => new URL(request.url).searchParams.has('cursor');

export const getFeed = {
  /** The store's posts (or `all`), filtered and paged as the server does. */
  success: (all?: readonly FeedPost[]) =>
    http.get(api(paths.feed), ({ request }) => feedPageOf(request, all ?? feedStore.posts)),
  empty: () => http.get(api(paths.feed), () => ok(fixtures.emptyFeedPage)),
  /** The first load fails once; Retry then gets the posts. */
  serverErrorOnce: () => {
    let failed = false;
    return http.get(api(paths.feed), ({ request }) => {
      if (failed) return feedPageOf(request, feedStore.posts);
      failed = true;
      return fail(500, 'Something went wrong', 'INTERNAL');
    });
  },
  /** The first page arrives; every later page fails. */
  morePagesFail: () =>
    http.get(api(paths.feed), ({ request }) =>
      isLaterPage(request)
        ? fail(500, 'Something went wrong', 'INTERNAL')
        : feedPageOf(request, feedStore.posts),
    ),
  /** The first page arrives; later pages never do (loading more, for ever). */
  morePagesSlow: () =>
    http.get(api(paths.feed), async ({ request }) => {
      if (isLaterPage(request)) return hang({ request });
      return feedPageOf(request, feedStore.posts);
    }),
  ...failures('get', paths.feed),
};

/** The paths `GET /feed/{id}` would swallow: the author's lists have their own handlers. */
const notPostIds = new Set(['my-posts', 'liked-posts']);

/** GET /feed/{id}: one post (a private one only for its author), else 404. */
export const getPost = {
  success: () =>
    http.get(api(paths.post), ({ request, params }) => {
      if (notPostIds.has(String(params.id))) return undefined;
      const post = visible(params.id);
      return post ? ok({ post }) : refuse(request, 404, 'POST_NOT_FOUND');
    }),
  notFound: () =>
    http.get(api(paths.post), ({ request, params }) =>
      notPostIds.has(String(params.id)) ? undefined : refuse(request, 404, 'POST_NOT_FOUND'),
    ),
  ...failures('get', paths.post),
};

const likeHandler = (path: string, liked: boolean) =>
  http.post(api(path), ({ request, params }) => {
    const post = visible(params.id);
    if (!post) return refuse(request, 404, 'POST_NOT_FOUND');
    if (post.isLiked !== liked) {
      post.isLiked = liked;
      post.likesCount = Math.max(0, post.likesCount + (liked ? 1 : -1));
    }
    return ok({ postId: post._id, likesCount: post.likesCount, isLiked: post.isLiked });
  });

/** POST /feed/{id}/like: once per person; liking again changes nothing. */
export const likePost = {
  success: () => likeHandler(paths.likePost, true),
  ...failures('post', paths.likePost),
};

/** POST /feed/{id}/unlike: never below zero. */
export const unlikePost = {
  success: () => likeHandler(paths.unlikePost, false),
  ...failures('post', paths.unlikePost),
};

/** POST /feed/{id}/share: counted once per person and day (here: per story). */
export const sharePost = {
  success: () =>
    http.post(api(paths.sharePost), ({ request, params }) => {
      const post = visible(params.id);
      if (!post) return refuse(request, 404, 'POST_NOT_FOUND');
      if (!shared.has(post._id)) {
        shared.add(post._id);
        post.sharesCount += 1;
      }
      return ok({ postId: post._id, sharesCount: post.sharesCount });
    }),
  ...failures('post', paths.sharePost),
};

/** POST /feed/{id}/report: once per person; a second report is 409 ALREADY_REPORTED. */
export const reportPost = {
  success: () =>
    http.post(api(paths.reportPost), async ({ request, params }) => {
      const post = visible(params.id);
      if (!post) return refuse(request, 404, 'POST_NOT_FOUND');
      if (!reportBody.safeParse(await request.json()).success)
        return refuse(request, 400, 'VALIDATION');
      if (reported.has(post._id)) return refuse(request, 409, 'ALREADY_REPORTED');
      reported.add(post._id);
      return ok({ reported: true as const });
    }),
  /** The reader reported this post before. */
  alreadyReported: () =>
    http.post(api(paths.reportPost), ({ request }) => refuse(request, 409, 'ALREADY_REPORTED')),
  ...failures('post', paths.reportPost),
};

/** GET /feed/{id}/comments: oldest first. */
export const listComments = {
  success: () =>
    http.get(api(paths.postComments), ({ request, params }) => {
      const post = visible(params.id);
      if (!post) return refuse(request, 404, 'POST_NOT_FOUND');
      return ok({ comments: feedStore.commentsOf(post._id).slice(0, 50), nextCursor: null });
    }),
  empty: () => http.get(api(paths.postComments), () => ok({ comments: [], nextCursor: null })),
  ...failures('get', paths.postComments),
};

/** POST /feed/{id}/comments: the reader's comment, which they may delete. */
export const addComment = {
  success: () =>
    http.post(api(paths.postComments), async ({ request, params }) => {
      const post = visible(params.id);
      if (!post) return refuse(request, 404, 'POST_NOT_FOUND');
      const body = commentBody.safeParse(await request.json());
      if (!body.success) return refuse(request, 400, 'COMMENT_REQUIRED');
      const comment: Comment = {
        _id: `4440a1b2-c3d4-4e5f-8071-9${String(++lastCommentId).padStart(11, '0')}`,
        postId: post._id,
        content: body.data.content,
        // As the server does: the language sent, else the reader's (ADR 0014).
        language: body.data.language ?? languageOf(request),
        createdAt: new Date().toISOString(),
        author: { _id: fixtures.reader.id, name: fixtures.reader.name, role: fixtures.reader.role },
        canDelete: true,
      };
      comments.set(post._id, [...feedStore.commentsOf(post._id), comment]);
      post.commentsCount += 1;
      return ok({ comment, commentsCount: post.commentsCount });
    }),
  ...failures('post', paths.postComments),
};

/** DELETE /feed/{id}/comments/{commentId}: the reader's own, or any on their own post. */
export const deleteComment = {
  success: () =>
    http.delete(api(paths.postComment), ({ request, params }) => {
      const post = visible(params.id);
      const list = post ? feedStore.commentsOf(post._id) : [];
      const target = list.find((c) => c._id === params.commentId);
      if (!post || !target?.canDelete) return refuse(request, 404, 'COMMENT_NOT_FOUND');
      comments.set(
        post._id,
        list.filter((c) => c !== target),
      );
      post.commentsCount = Math.max(0, post.commentsCount - 1);
      return ok({ commentsCount: post.commentsCount });
    }),
  /** Someone else removed it first. */
  notFound: () =>
    http.delete(api(paths.postComment), ({ request }) => refuse(request, 404, 'COMMENT_NOT_FOUND')),
  ...failures('delete', paths.postComment),
};

/** POST /feed/views: posts seen on screen. */
export const recordViews = {
  success: () =>
    http.post(api(paths.postViews), async ({ request }) => {
      const body = viewsBody.safeParse(await request.json());
      if (!body.success) return refuse(request, 400, 'VALIDATION');
      viewed.push(...body.data.postIds);
      return ok({ recorded: body.data.postIds.length });
    }),
  ...failures('post', paths.postViews),
};

/** A calm, generated picture per media id (no binary fixtures), as the server's image. */
function pictureFor(id: string) {
  const hue = (parseInt(id.slice(-4), 16) * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="hsl(${hue} 45% 86%)"/><circle cx="250" cy="48" r="26" fill="hsl(${(hue + 40) % 360} 70% 70%)"/><path d="M0 150 L90 80 L150 130 L210 70 L320 150 V180 H0 Z" fill="hsl(${hue} 35% 55%)"/></svg>`;
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** GET /feed/media/{id}: the picture of an image (videos are not played in stories). */
export const getPostMedia = {
  success: () => http.get(api(paths.postMedia), ({ params }) => pictureFor(String(params.id))),
  notFound: () => http.get(api(paths.postMedia), () => new HttpResponse(null, { status: 404 })),
};

/**
 * Every feed reader endpoint's `success`, over the store. The media and list paths come
 * before `GET /feed/{id}`, which would otherwise read them as ids.
 */
export const feedHandlers = () => [
  getPostMedia.success(),
  getFeed.success(),
  getPost.success(),
  likePost.success(),
  unlikePost.success(),
  sharePost.success(),
  reportPost.success(),
  listComments.success(),
  addComment.success(),
  deleteComment.success(),
  recordViews.success(),
];
