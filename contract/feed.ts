import { z } from 'zod';
import { successEnvelope } from './envelope';
import { contentLanguage } from './language';
import {
  feedCategories,
  feedProviders,
  feedContentTypes,
  authorTypes,
  POST_TITLE_MAX,
  POST_CONTENT_MAX,
  POST_TAGS_MAX,
  POST_TAG_MAX,
  MAX_POST_MEDIA,
  COMMENT_MAX,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  normaliseTags,
  reportReasons,
  REPORT_DETAILS_MAX,
} from './feed-values';

/**
 * The health feed (issue 6; 000 §2, §3, §4, §9; 001 §2.13, §3, §5, §9). What the seeds
 * leave open is decided here and recorded in ADR 0012: one category list (the post
 * form's topics and the feed filter's specialties), private posts seen only by their
 * author, one like per person, a share counted once per person and day, comments,
 * reports for moderation, and views that make the monthly reach.
 */

export {
  postTopics,
  postSpecialties,
  feedCategories,
  feedProviders,
  feedContentTypes,
  authorTypes,
  providerAuthorType,
  POST_TITLE_MAX,
  POST_CONTENT_MAX,
  POST_TAGS_MAX,
  POST_TAG_MAX,
  MAX_POST_MEDIA,
  MAX_MEDIA_BYTES,
  mediaTypes,
  mediaKindOf,
  mediaAccept,
  COMMENT_MAX,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  engagementRate,
  normaliseTags,
  type FeedCategory,
  type FeedProvider,
  type FeedContentType,
  type AuthorType,
  type MediaFileType,
} from './feed-values';

const uuid = z.string().uuid();
const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'TOO_LONG')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'URL_INVALID')
  .default('');

// ---- Writing a post (multipart: these fields, files as `media`) ----

export const postFields = z.object({
  title: z.string().trim().min(1, 'POST_FIELDS_REQUIRED').max(POST_TITLE_MAX, 'TOO_LONG'),
  content: z.string().trim().min(1, 'POST_FIELDS_REQUIRED').max(POST_CONTENT_MAX, 'TOO_LONG'),
  category: z.enum(feedCategories, 'CATEGORY_REQUIRED').default('Health Tips'),
  type: z.enum(feedContentTypes).default('post'),
  tags: z
    .array(z.string().max(POST_TAG_MAX, 'TAG_TOO_LONG'))
    .transform(normaliseTags)
    .pipe(z.array(z.string()).max(POST_TAGS_MAX, 'TOO_MANY_TAGS'))
    .default([]),
  isPublic: z.boolean().default(true),
  videoUrl: optionalUrl,
  articleLink: optionalUrl,
  /**
   * The language the author wrote the title, content and tags in (ADR 0014). Missing: the
   * caller's language by Accept-Language on a new post; an edit keeps the stored one.
   */
  language: contentLanguage.optional(),
});
export type PostFields = z.input<typeof postFields>;

/** Editing: the same fields, plus the ids of stored media to remove. New files as `media`. */
export const postEditFields = postFields.extend({
  removeMedia: z.array(uuid).max(MAX_POST_MEDIA).default([]),
});
export type PostEditFields = z.input<typeof postEditFields>;
/** The multipart fields that carry JSON, and the ones that carry booleans. */
export const postJsonFields = ['tags', 'removeMedia'] as const;
export const postBooleanFields = ['isPublic'] as const;

// ---- Reading ----

export const postMedia = z.object({
  _id: z.string(),
  type: z.enum(['image', 'video']),
  /** Served by `GET /api/feed/media/{id}`. */
  url: z.string(),
  caption: z.string().optional(),
});
export type PostMedia = z.infer<typeof postMedia>;

export const feedPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.enum(feedCategories),
  type: z.enum(feedContentTypes),
  /** Published posts are public; private ones are seen by their author only. */
  status: z.enum(['published', 'private']),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  media: z.array(postMedia),
  videoUrl: z.string(),
  articleLink: z.string(),
  tags: z.array(z.string()),
  /** The language of the title, content and tags: render them with `lang` (ADR 0014). */
  language: contentLanguage,
  authorId: z.string(),
  authorProfile: z.object({
    name: z.string(),
    profileImage: z.string().nullable(),
    specialization: z.string().nullable(),
  }),
  authorType: z.enum(authorTypes),
  likesCount: z.number().int().min(0),
  sharesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  /** Whether the caller likes it; false for visitors. */
  isLiked: z.boolean(),
  /** Whether the caller wrote it (may edit and delete). */
  isOwn: z.boolean(),
});
export type FeedPost = z.infer<typeof feedPost>;

export const feedQuery = z.object({
  category: z.enum(feedCategories).optional(),
  provider: z.enum(feedProviders).optional(),
  contentType: z.enum(feedContentTypes).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
});
export type FeedQuery = z.input<typeof feedQuery>;
export type FeedFilter = Pick<FeedQuery, 'category' | 'provider' | 'contentType'>;

export const myPostsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
});

const feedPageData = z.object({ posts: z.array(feedPost), nextCursor: z.string().nullable() });
export const feedPageResponse = successEnvelope(feedPageData);
export type FeedPage = z.infer<typeof feedPageData>;
export const postResponse = successEnvelope(z.object({ post: feedPost }));
export const likedPostsResponse = successEnvelope(z.object({ postIds: z.array(z.string()) }));
export const likeResponse = successEnvelope(
  z.object({ postId: z.string(), likesCount: z.number().int().min(0), isLiked: z.boolean() }),
);
export const shareResponse = successEnvelope(
  z.object({ postId: z.string(), sharesCount: z.number().int().min(0) }),
);
export const deletedResponse = successEnvelope(z.object({ deleted: z.literal(true) }));

// ---- Comments ----

export const comment = z.object({
  _id: z.string(),
  postId: z.string(),
  content: z.string(),
  /** The language the comment is written in (ADR 0014). */
  language: contentLanguage,
  createdAt: z.iso.datetime(),
  author: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
  /** The comment's author, or the post's, may delete it. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof comment>;
export const commentBody = z.object({
  content: z.string().trim().min(1, 'COMMENT_REQUIRED').max(COMMENT_MAX, 'TOO_LONG'),
  /** Missing: the caller's language by Accept-Language (ADR 0014). */
  language: contentLanguage.optional(),
});
export const commentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(20),
});
export const commentListResponse = successEnvelope(
  z.object({ comments: z.array(comment), nextCursor: z.string().nullable() }),
);
export const commentResponse = successEnvelope(
  z.object({ comment, commentsCount: z.number().int().min(0) }),
);
export const commentDeletedResponse = successEnvelope(
  z.object({ commentsCount: z.number().int().min(0) }),
);

// ---- Reports (000 §2 consent: abusive or misleading posts may be removed on report) ----

export { reportReasons, REPORT_DETAILS_MAX } from './feed-values';
export const reportBody = z.object({
  reason: z.enum(reportReasons, 'REPORT_REASON_REQUIRED'),
  details: z.string().trim().max(REPORT_DETAILS_MAX, 'TOO_LONG').default(''),
});
export const reportResponse = successEnvelope(z.object({ reported: z.literal(true) }));

// ---- Views and analytics (001 §2.13, §9) ----

/** Posts a viewer has seen on screen; they make the author's monthly reach. */
export const viewsBody = z.object({ postIds: z.array(uuid).min(1).max(FEED_PAGE_MAX) });
export const viewsResponse = successEnvelope(z.object({ recorded: z.number().int().min(0) }));

export const postAnalytics = z.object({
  totalPosts: z.number().int().min(0),
  totalLikes: z.number().int().min(0),
  totalShares: z.number().int().min(0),
  totalComments: z.number().int().min(0),
  /** Distinct viewers of the author's posts in the last 30 days, the author excluded. */
  monthlyReach: z.number().int().min(0),
  engagementRate: z.number().int().min(0),
});
export type PostAnalytics = z.infer<typeof postAnalytics>;
export const postAnalyticsResponse = successEnvelope(postAnalytics);

// ---- Realtime (000 §4) ----

export type PostLikedEvent = { postId: string; likesCount: number };
export type PostSharedEvent = { postId: string; sharesCount: number };
export type PostCommentedEvent = { postId: string; commentsCount: number };
export { FEED_ROOM } from './feed-values';
