import type { FeedPost, PostEditFields } from '@contract/feed';
import { useApiMutation } from '@lib/data';

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
 * Creates a post, or saves the author's edit of one (`id`), with new media: `save`
 * resolves with the post as stored, or rejects with the server's `ApiError` (code, text
 * and field); `isMutating` while it is under way.
 */
export function useSavePost() {
  const create = useApiMutation('createPost', { revalidates: ['postAnalytics'] });
  const update = useApiMutation('updatePost', { revalidates: ['postAnalytics'] });
  return {
    save: async (draft: PostDraft, files: readonly File[], id?: string): Promise<FeedPost> => {
      const body = buildPostForm(draft, files);
      const { post } = id
        ? await update.trigger({ params: { id }, body })
        : await create.trigger({ body });
      return post;
    },
    isMutating: create.isMutating || update.isMutating,
  };
}
