import { HttpResponse, http, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import {
  MAX_MEDIA_BYTES,
  MAX_POST_MEDIA,
  engagementRate,
  mediaAccept,
  postBooleanFields,
  postEditFields,
  postFields,
  postJsonFields,
  type FeedPost,
  type PostAnalytics,
  type PostMedia,
} from '@contract/feed';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/feed-author';
import { api, fail, failures, idOf, languageOf, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The author's side of the health feed (issue 6; 001 §2.13): their own posts, writing,
 * editing and deleting them, likes and shares, and the analytics, answered from a small
 * store that each story resets, so a post written in one story is gone in the next.
 */

// ---- The in-memory store ----

const store = {
  posts: [] as FeedPost[],
  monthlyReach: fixtures.monthlyReach,
  /** Posts shared today: the server counts one share per person and day. */
  shared: new Set<string>(),
  /** How many posts and media this story has written (their ids follow on). */
  written: 0,
  media: 0,
  /** Minutes after the fixtures' "now", for createdAt and updatedAt. */
  tick: 0,
};

/** Puts the fixtures (or the given posts) back. Call it in a story's `beforeEach`. */
export function resetFeedAuthorStore(
  seed: { posts?: readonly FeedPost[]; monthlyReach?: number } = {},
) {
  store.posts = structuredClone([...(seed.posts ?? fixtures.myPosts)]);
  store.monthlyReach = seed.monthlyReach ?? fixtures.monthlyReach;
  store.shared = new Set();
  store.written = 0;
  store.media = 0;
  store.tick = 0;
}
resetBeforeEachStory(resetFeedAuthorStore);

const now = () => new Date(Date.parse('2026-01-15T10:00:00+05:45') + ++store.tick * 60_000);

/** Reads and changes the store from a story (a like arriving from a reader, say). */
export const feedAuthorStore = {
  posts: (): readonly FeedPost[] => store.posts,
  find: (id: string) => store.posts.find((p) => p._id === id),
  update(id: string, change: Partial<FeedPost>) {
    store.posts = store.posts.map((p) => (p._id === id ? { ...p, ...change } : p));
    return feedAuthorStore.find(id);
  },
  analytics(): PostAnalytics {
    const sum = (key: 'likesCount' | 'sharesCount' | 'commentsCount') =>
      store.posts.reduce((total, p) => total + p[key], 0);
    const [likes, shares, comments] = [sum('likesCount'), sum('sharesCount'), sum('commentsCount')];
    return {
      totalPosts: store.posts.length,
      totalLikes: likes,
      totalShares: shares,
      totalComments: comments,
      monthlyReach: store.monthlyReach,
      engagementRate: engagementRate(store.posts.length, likes, comments, shares),
    };
  },
};

// ---- Answers ----

const notFound = (request: Request) => refuse(request, 404, 'POST_NOT_FOUND');

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

/** The first problem of a failed parse, answered as the server's `fromZodError` does. */
function zodFailure(request: Request, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  let code: ErrorCode = 'VALIDATION';
  if (issue && isCode(issue.message)) code = issue.message;
  else if (issue?.code === 'too_big') code = 'TOO_LONG';
  return refuse(request, 400, code, field);
}

const allowedTypes = mediaAccept.split(',');

/**
 * A multipart post as the server reads it: the files of `media` first (how many, how
 * large, what kind; the mock trusts the browser's type where the server reads bytes),
 * then the fields through the contract's schema.
 */
async function readPost<S extends typeof postFields | typeof postEditFields>(
  request: Request,
  schema: S,
): Promise<{ fields: z.output<S>; files: File[] } | { refused: Response }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { refused: refuse(request, 415, 'UNSUPPORTED_MEDIA_TYPE') };
  }
  const raw: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of form.entries()) {
    if (key === 'media' && typeof value !== 'string') files.push(value);
    else if (typeof value === 'string') raw[key] = value;
  }
  if (files.length > MAX_POST_MEDIA)
    return {
      refused: refuse(request, 400, 'TOO_MANY_FILES', 'media', { count: MAX_POST_MEDIA }),
    };
  if (files.some((file) => file.size > MAX_MEDIA_BYTES))
    return { refused: refuse(request, 413, 'FILE_TOO_LARGE', 'media', { megabytes: 10 }) };
  if (files.some((file) => !allowedTypes.includes(file.type)))
    return { refused: refuse(request, 415, 'MEDIA_TYPE_NOT_ALLOWED', 'media') };
  for (const name of postJsonFields) {
    if (typeof raw[name] !== 'string') continue;
    try {
      raw[name] = JSON.parse(raw[name]);
    } catch {
      return { refused: refuse(request, 400, 'VALIDATION', name) };
    }
  }
  for (const name of postBooleanFields)
    if (raw[name] !== undefined) raw[name] = raw[name] === 'true';
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { refused: zodFailure(request, parsed.error) };
  return { fields: parsed.data as z.output<S>, files };
}

const storedMedia = (files: File[]): PostMedia[] =>
  files.map((file) =>
    fixtures.media(100 + ++store.media, file.type.startsWith('video/') ? 'video' : 'image'),
  );

/** GET /feed/my-posts: newest first, a page at a time (`cursor` is the last post's id). */
export const listMyPosts = {
  success: () =>
    http.get(api(paths.myPosts), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Math.min(Math.max(Number(query.get('limit')) || 10, 1), 50);
      const cursor = query.get('cursor');
      const start = cursor ? store.posts.findIndex((p) => p._id === cursor) + 1 : 0;
      const posts = store.posts.slice(start, start + limit);
      const more = start + limit < store.posts.length;
      return ok({ posts, nextCursor: more ? (posts.at(-1)?._id ?? null) : null });
    }),
  empty: () => http.get(api(paths.myPosts), () => ok({ posts: [], nextCursor: null })),
  /** The first call fails with a 500, the next ones answer from the store (Retry works). */
  serverErrorOnce: () =>
    http.get(api(paths.myPosts), () => fail(500, 'Something went wrong', 'INTERNAL'), {
      once: true,
    }),
  /** The first page loads; every later page fails (its Load more offers to try again). */
  morePagesFail: () =>
    http.get(api(paths.myPosts), ({ request }) =>
      new URL(request.url).searchParams.get('cursor')
        ? fail(500, 'Something went wrong', 'INTERNAL')
        : undefined,
    ),
  ...failures('get', paths.myPosts),
};

/** GET /feed/my-posts/analytics: computed from the store, as the server does. */
export const myPostsAnalytics = {
  success: () => http.get(api(paths.postAnalytics), () => ok(feedAuthorStore.analytics())),
  empty: () => http.get(api(paths.postAnalytics), () => ok(fixtures.emptyAnalytics)),
  serverErrorOnce: () =>
    http.get(api(paths.postAnalytics), () => fail(500, 'Something went wrong', 'INTERNAL'), {
      once: true,
    }),
  ...failures('get', paths.postAnalytics),
};

/** POST /feed: a verified author's new post (multipart), first in their list. */
export const createPost = {
  success: () =>
    http.post(api(paths.feed), async ({ request }) => {
      const read = await readPost(request, postFields);
      if ('refused' in read) return read.refused;
      const { fields, files } = read;
      const createdAt = now().toISOString();
      const post: FeedPost = {
        ...fixtures.ownPost(100 + ++store.written, {
          title: fields.title,
          content: fields.content,
          category: fields.category,
          type: fields.type,
          createdAt,
          tags: fields.tags,
          isPublic: fields.isPublic,
          videoUrl: fields.videoUrl,
          articleLink: fields.articleLink,
          language: fields.language ?? languageOf(request),
        }),
        media: storedMedia(files),
      };
      store.posts = [post, ...store.posts];
      return ok({ post });
    }),
  /** 403: the author's account is not verified yet. */
  notVerified: () =>
    http.post(api(paths.feed), ({ request }) => refuse(request, 403, 'AUTHOR_NOT_VERIFIED')),
  /** 415: a file that is not really an image or a video (the server reads its bytes). */
  mediaRejected: () =>
    http.post(api(paths.feed), ({ request }) =>
      refuse(request, 415, 'MEDIA_TYPE_NOT_ALLOWED', 'media'),
    ),
  /** 413: a file over 10 MB got past the page. */
  tooLarge: () =>
    http.post(api(paths.feed), ({ request }) =>
      refuse(request, 413, 'FILE_TOO_LARGE', 'media', { megabytes: 10 }),
    ),
  /** 400 naming a field, as the server's schema check answers. */
  fieldError: (code: ErrorCode, field: string) =>
    http.post(api(paths.feed), ({ request }) => refuse(request, 400, code, field)),
  ...failures('post', paths.feed),
};

/** PUT /feed/{id}: the author's edit, with media removed and added (at most 6 in all). */
export const updatePost = {
  success: () =>
    http.put(api(paths.post), async ({ request, params }) => {
      const read = await readPost(request, postEditFields);
      if ('refused' in read) return read.refused;
      const existing = feedAuthorStore.find(idOf(params));
      if (!existing) return notFound(request);
      const { removeMedia, isPublic, ...fields } = read.fields;
      const kept = existing.media.filter((m) => !removeMedia.includes(m._id));
      if (kept.length + read.files.length > MAX_POST_MEDIA)
        return refuse(request, 400, 'TOO_MANY_FILES', 'media', { count: MAX_POST_MEDIA });
      const post = feedAuthorStore.update(existing._id, {
        ...fields,
        language: fields.language ?? existing.language,
        status: isPublic ? 'published' : 'private',
        media: [...kept, ...storedMedia(read.files)],
        updatedAt: now().toISOString(),
      });
      return ok({ post });
    }),
  notFound: () => http.put(api(paths.post), ({ request }) => notFound(request)),
  ...failures('put', paths.post),
};

/** DELETE /feed/{id}: the post goes with its likes, comments and media. */
export const deletePost = {
  success: () =>
    http.delete(api(paths.post), ({ request, params }) => {
      if (!feedAuthorStore.find(idOf(params))) return notFound(request);
      store.posts = store.posts.filter((p) => p._id !== idOf(params));
      return ok({ deleted: true as const });
    }),
  notFound: () => http.delete(api(paths.post), ({ request }) => notFound(request)),
  ...failures('delete', paths.post),
};

const toggleLike = (liked: boolean) =>
  http.post(api(liked ? paths.likePost : paths.unlikePost), ({ request, params }) => {
    const post = feedAuthorStore.find(idOf(params));
    if (!post) return notFound(request);
    const likesCount =
      post.isLiked === liked ? post.likesCount : Math.max(0, post.likesCount + (liked ? 1 : -1));
    feedAuthorStore.update(post._id, { likesCount, isLiked: liked });
    return ok({ postId: post._id, likesCount, isLiked: liked });
  });

/** POST /feed/{id}/like: once per person; liking again changes nothing. */
export const likePost = {
  success: () => toggleLike(true),
  ...failures('post', paths.likePost),
};

/** POST /feed/{id}/unlike: never below zero. */
export const unlikePost = {
  success: () => toggleLike(false),
  ...failures('post', paths.unlikePost),
};

/** POST /feed/{id}/share: counted once per person and day. */
export const sharePost = {
  success: () =>
    http.post(api(paths.sharePost), ({ request, params }) => {
      const post = feedAuthorStore.find(idOf(params));
      if (!post) return notFound(request);
      if (!store.shared.has(post._id)) {
        store.shared.add(post._id);
        feedAuthorStore.update(post._id, { sharesCount: post.sharesCount + 1 });
      }
      return ok({ postId: post._id, sharesCount: feedAuthorStore.find(post._id)!.sharesCount });
    }),
  ...failures('post', paths.sharePost),
};

const pngBytes = () => Uint8Array.from(atob(fixtures.demoImagePng), (c) => c.charCodeAt(0));

/** GET /feed/media/{id}: a small PNG for every stored image, so previews render. */
export const postMedia = {
  success: () =>
    http.get(
      api(paths.postMedia),
      () =>
        new HttpResponse(pngBytes(), {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' },
        }),
    ),
  notFound: () => http.get(api(paths.postMedia), () => new HttpResponse(null, { status: 404 })),
};

/** Every endpoint of the author's side, answering from the store. */
export const feedAuthorHandlers = (): RequestHandler[] => [
  listMyPosts.success(),
  myPostsAnalytics.success(),
  createPost.success(),
  updatePost.success(),
  deletePost.success(),
  likePost.success(),
  unlikePost.success(),
  sharePost.success(),
  postMedia.success(),
];
