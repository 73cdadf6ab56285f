import {
  MAX_MEDIA_BYTES,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  mediaAccept,
  normaliseTags,
  postFields,
  type FeedCategory,
  type FeedContentType,
  type FeedPost,
} from '@contract/feed';
import type { z } from 'zod';

/** What the form holds while a post is written (001 §3, §5; defaults of §9). */
export type PostFormValues = {
  title: string;
  content: string;
  category: FeedCategory;
  type: FeedContentType;
  tags: string[];
  isPublic: boolean;
  videoUrl: string;
  articleLink: string;
};

/** The places in the form an error can be shown. */
export const postFormFields = [
  'title',
  'content',
  'category',
  'type',
  'tags',
  'isPublic',
  'videoUrl',
  'articleLink',
  'media',
] as const;
export type PostFormField = (typeof postFormFields)[number];

/** The codes the form words itself (the same texts as the contract's catalogue). */
export const formCodes = [
  'POST_FIELDS_REQUIRED',
  'CATEGORY_REQUIRED',
  'TAG_TOO_LONG',
  'TOO_MANY_TAGS',
  'URL_INVALID',
  'TOO_LONG',
  'VALIDATION',
] as const;
export type FormCode = (typeof formCodes)[number];
const isFormCode = (value: string): value is FormCode =>
  (formCodes as readonly string[]).includes(value);

export const emptyDraft = (): PostFormValues => ({
  title: '',
  content: '',
  category: 'Health Tips',
  type: 'post',
  tags: [],
  isPublic: true,
  videoUrl: '',
  articleLink: '',
});

/** A stored post as the edit form starts from it. */
export const draftFromPost = (post: FeedPost): PostFormValues => ({
  title: post.title,
  content: post.content,
  category: post.category,
  type: post.type,
  tags: [...post.tags],
  isPublic: post.status === 'published',
  videoUrl: post.videoUrl,
  articleLink: post.articleLink,
});

export type CheckedDraft =
  | { ok: true; fields: z.output<typeof postFields> }
  | { ok: false; problems: Partial<Record<PostFormField, FormCode>> };

/**
 * The contract's own check (postFields), so the page refuses what the server would:
 * every field's first problem, by the code the schema names.
 */
export function checkDraft(draft: PostFormValues): CheckedDraft {
  const parsed = postFields.safeParse(draft);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const problems: Partial<Record<PostFormField, FormCode>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (!field || problems[field]) continue;
    problems[field] = isFormCode(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'TOO_LONG'
        : 'VALIDATION';
  }
  return { ok: false, problems };
}

/** The form's field for a field the server names (`tags.3` is the tags field). */
export function fieldOf(serverField: string | undefined): PostFormField | null {
  const first = serverField?.split('.')[0] ?? '';
  if (first === 'removeMedia') return 'media';
  return (postFormFields as readonly string[]).includes(first) ? (first as PostFormField) : null;
}

/**
 * Typed tags added to the list (001 §5): lowercased, trimmed, no duplicates. A tag over
 * the length limit, or one past the count limit, is refused with the contract's code.
 */
export function addTags(
  current: readonly string[],
  typed: readonly string[],
): { tags: string[] } | { problem: 'TAG_TOO_LONG' | 'TOO_MANY_TAGS' } {
  const fresh = normaliseTags(typed);
  if (fresh.some((tag) => tag.length > POST_TAG_MAX)) return { problem: 'TAG_TOO_LONG' };
  const tags = normaliseTags([...current, ...fresh]);
  if (tags.length > POST_TAGS_MAX) return { problem: 'TOO_MANY_TAGS' };
  return { tags };
}

const acceptedTypes = mediaAccept.split(',');

/** Only images and videos of the kinds the server keeps, each at most 10 MB (001 §5). */
export const isAllowedMedia = (file: Pick<File, 'type' | 'size'>) =>
  acceptedTypes.includes(file.type) && file.size <= MAX_MEDIA_BYTES;

/**
 * Splits picked files into those kept and those skipped: not an allowed image or video,
 * too large, or past the room left (`room` more files fit).
 */
export function pickMedia<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  room: number,
): { kept: F[]; skipped: boolean; overLimit: boolean } {
  const allowed = files.filter(isAllowedMedia);
  const kept = allowed.slice(0, Math.max(0, room));
  return {
    kept,
    skipped: allowed.length < files.length,
    overLimit: kept.length < allowed.length,
  };
}
