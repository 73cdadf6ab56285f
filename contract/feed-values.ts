/**
 * The feed's plain values and helpers, with no zod: public screens import these without
 * building the contract's schemas (ADR 0045). `contract/feed.ts` builds its schemas from
 * them and re-exports them.
 */

/** 001 §3: the post form's topics; Health Tips is the default. */
export const postTopics = [
  'Health Tips',
  'Medical News',
  'Disease Awareness',
  'Nutrition',
  'Mental Health',
  'Fitness',
  'Medication',
  'Preventive Care',
  "Women's Health",
  "Men's Health",
  'Child Health',
  'Elderly Care',
  'Other',
] as const;
/** 000 §9: the feed filter's specialties. */
export const postSpecialties = [
  'General Health',
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Oncology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Radiology',
  'Urology',
] as const;
export const feedCategories = [...postTopics, ...postSpecialties] as const;
export type FeedCategory = (typeof feedCategories)[number];

export const feedProviders = ['doctors', 'hospitals', 'labs', 'pharmacies'] as const;
export type FeedProvider = (typeof feedProviders)[number];
export const feedContentTypes = ['post', 'video', 'article', 'announcement'] as const;
export type FeedContentType = (typeof feedContentTypes)[number];
export const authorTypes = ['doctor', 'hospital', 'lab', 'pharmacy'] as const;
export type AuthorType = (typeof authorTypes)[number];
/** The provider filter names the author type it keeps. */
export const providerAuthorType: Record<FeedProvider, AuthorType> = {
  doctors: 'doctor',
  hospitals: 'hospital',
  labs: 'lab',
  pharmacies: 'pharmacy',
};

// ---- Limits (001 §5, §9) ----

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 30;
/** Media per post: images and videos, each at most 10 MB (001 §5, §9). */
export const MAX_POST_MEDIA = 6;
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
export const mediaTypes = ['jpg', 'png', 'webp', 'gif', 'mp4', 'mov', 'webm'] as const;
export type MediaFileType = (typeof mediaTypes)[number];
export const mediaKindOf = (type: MediaFileType): 'image' | 'video' =>
  type === 'mp4' || type === 'mov' || type === 'webm' ? 'video' : 'image';
/** What the file picker offers (001 §5 hint: JPG, PNG, MP4, MOV). */
export const mediaAccept =
  'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,video/webm';
export const COMMENT_MAX = 1000;
export const FEED_PAGE_DEFAULT = 10;
export const FEED_PAGE_MAX = 50;

/**
 * 001 §9: round((likes + comments + shares) / (posts × 100) × 100), 0 with no posts.
 * The product keeps the seeds' formula: interactions per post.
 */
export function engagementRate(posts: number, likes: number, comments: number, shares: number) {
  if (posts === 0) return 0;
  return Math.round(((likes + comments + shares) / (posts * 100)) * 100);
}

/** Tags (001 §5): lowercased, trimmed, no empties, no duplicates. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const t = tag.trim().toLowerCase().replace(/\s+/g, ' ');
    if (t) seen.add(t);
  }
  return [...seen];
}

/** 001 §9 report reasons. */
export const reportReasons = ['misleading', 'abusive', 'spam', 'other'] as const;
export const REPORT_DETAILS_MAX = 500;

/** The room a socket joins (`feed:watch`) to hear the feed's counts change. */
export const FEED_ROOM = 'feed';
