import { useCallback } from 'react';
import { postResponse, type FeedPost, type PostEditFields } from '@contract/feed';
import { paths } from '@contract/paths';
import { useApiClient } from '@lib/session';
import { withId } from './keys';

export type PostDraft = Omit<PostEditFields, 'removeMedia'> & { removeMedia?: string[] };

/** The multipart body of POST /feed and PUT /feed/{id}: JSON for tags and removeMedia. */
export function buildPostForm(draft: PostDraft, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) form.append('media', file, file.name);
  return form;
}

/**
 * Creates a post, or saves the author's edit of one (`id`), with new media; resolves with
 * the post as stored, or rejects with the server's `ApiError` (code, text and field).
 */
export function useSavePost(): (
  draft: PostDraft,
  files: readonly File[],
  id?: string,
) => Promise<FeedPost> {
  const client = useApiClient();
  return useCallback(
    async (draft, files, id) => {
      const body = buildPostForm(draft, files);
      const { post } = id
        ? await client.put(withId(paths.post, id), body, { schema: postResponse })
        : await client.post(paths.feed, body, { schema: postResponse });
      return post;
    },
    [client],
  );
}
