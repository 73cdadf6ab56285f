import { z } from 'zod';
import { postEditFields, postFields, type FeedPost } from '@contract/feed';
import { contentLanguage, type ContentLanguage } from '@contract/language';
import type { ErrorOverrides } from '@lib/errors';
import { ApiError, isApiError } from '@lib/api';
import { codeMessages, messages } from './messages';

/**
 * What the post form holds: the contract's post fields (its rules are the form's), the
 * tag still being typed, the new files (checked as they are picked, 001 §5) and, when
 * editing, the stored media to remove.
 */
export const postFormSchema = postFields.extend({
  // The form always says which: the author sees the choice (ADR 0014).
  language: contentLanguage,
  tagInput: z.string(),
  media: z.array(z.custom<File>()),
  removeMedia: postEditFields.shape.removeMedia,
});
export type PostFormValues = z.input<typeof postFormSchema>;
export type PostFormField = keyof PostFormValues;

/** A new post's form: the defaults of 001 §9, written in `language` (the interface's, ADR 0014). */
export const emptyValues = (language: ContentLanguage): PostFormValues => ({
  title: '',
  content: '',
  category: 'Health Tips',
  type: 'post',
  tags: [],
  isPublic: true,
  videoUrl: '',
  articleLink: '',
  language,
  tagInput: '',
  media: [],
  removeMedia: [],
});

/** A stored post as the edit form starts from it. */
export const valuesFromPost = (post: FeedPost): PostFormValues => ({
  title: post.title,
  content: post.content,
  category: post.category,
  type: post.type,
  tags: [...post.tags],
  isPublic: post.status === 'published',
  videoUrl: post.videoUrl,
  articleLink: post.articleLink,
  language: post.language,
  tagInput: '',
  media: [],
  removeMedia: [],
});

/**
 * The form's wording: the contract's codes as the form words them, and every failure
 * that is no field's (001 §8) as "Failed to create post" or "Failed to update post",
 * unless it is an unverified author or a post that is gone.
 */
export const postFormOverrides = (editing: boolean): ErrorOverrides => {
  const failed = editing ? messages.updateFailed : messages.createFailed;
  return {
    ...codeMessages,
    AUTHOR_NOT_VERIFIED: messages.authorNotVerified,
    POST_NOT_FOUND: messages.postNotFound,
    connection: failed,
    serverError: failed,
    HTTP_ERROR: failed,
    fallback: failed,
  };
};

/** The server names `tags.3` or `removeMedia`; the form shows them at its tags and media. */
export function atFormField(error: unknown): unknown {
  if (!isApiError(error) || error.field === undefined) return error;
  const first = error.field.split('.')[0];
  const field = first === 'removeMedia' ? 'media' : first;
  if (field === error.field) return error;
  return new ApiError({ status: error.status, code: error.code, message: error.message, field });
}
