import {
  MAX_MEDIA_BYTES,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  mediaAccept,
  normaliseTags,
} from '@contract/feed';

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
