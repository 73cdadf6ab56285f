import { useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { isApiError } from '@lib/api';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Form } from '@ui/form';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import { useSavePost } from '../../api';
import { ContentLanguageField, useInterfaceLanguage } from '../content-language-field';
import { messages } from './messages';
import {
  atFormField,
  emptyValues,
  postFormOverrides,
  postFormSchema,
  valuesFromPost,
} from './post-form-schema';
import { PostLinkFields } from './post-link-fields';
import { PostMediaField } from './post-media-field';
import { addTypedTags, PostTagsField } from './post-tags-field';
import { PostTextFields } from './post-text-fields';

export type PostFormProps = {
  /** The post to edit; without it the form writes a new one. */
  post?: FeedPost;
  /** Called with the post as stored, after the success message. */
  onSaved?: (post: FeedPost) => void;
  /** Shows a Cancel button that calls it (a dialog closes, say). */
  onCancel?: () => void;
  className?: string;
};

/** The error type of the server's own words about the files (413, 415), shown as sent. */
const FILES_REFUSED = 'files-refused';

/**
 * Writes a health post or edits one (001 §2.13, §3, §5): title, content, category,
 * type, tags, visibility, photos and videos, a video URL and an article link. The
 * contract's rules are checked before anything is sent; the server's refusals show at
 * their field, and nothing typed is lost on an error.
 */
export function PostForm({ post, onSaved, onCancel, className }: PostFormProps) {
  const intl = useIntl();
  const { save } = useSavePost();
  const editing = post !== undefined;
  const overrides = useMemo(() => postFormOverrides(editing), [editing]);
  const interfaceLanguage = useInterfaceLanguage();
  const form = useContractForm(postFormSchema, {
    defaultValues: post ? valuesFromPost(post) : emptyValues(interfaceLanguage),
    errorText: overrides,
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.submit(async ({ tagInput: _typed, media, removeMedia, ...fields }) => {
    let saved: FeedPost;
    try {
      saved = await save(editing ? { ...fields, removeMedia } : fields, media, post?._id);
    } catch (error) {
      if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        // The server's words about the files, already in the reader's language.
        form.setError(
          'media',
          { type: FILES_REFUSED, message: error.message },
          { shouldFocus: true },
        );
        return;
      }
      throw atFormField(error);
    }
    toast({
      title: intl.formatMessage(editing ? messages.updated : messages.created),
      variant: 'success',
    });
    if (editing) {
      form.setValue('media', []);
      form.setValue('removeMedia', []);
    } else form.reset(emptyValues(fields.language)); // The next post is likely in the same language.
    onSaved?.(saved);
  });

  const mediaError = errors.media as FieldError | undefined;
  const failure = errors.root?.server?.message;

  return (
    <Form
      form={form}
      aria-label={intl.formatMessage(editing ? messages.editLabel : messages.createLabel)}
      onSubmit={(event) => {
        if (isSubmitting) return event.preventDefault();
        // A tag still in the box counts: nothing typed is lost.
        const typed = form.getValues('tagInput');
        if (typed.trim()) {
          if (!addTypedTags(form, [typed])) {
            event.preventDefault();
            form.setFocus('tags');
            return;
          }
          form.setValue('tagInput', '');
        }
        void send(event);
      }}
      className={cn('flex flex-col gap-6', className)}
    >
      <div role="alert" aria-atomic="true">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
      </div>

      <ContentLanguageField />
      <PostTextFields />
      <PostTagsField />
      <PostMediaField
        existing={post?.media ?? []}
        isPrivate={post?.status === 'private'}
        error={
          mediaError
            ? mediaError.type === FILES_REFUSED
              ? mediaError.message
              : String(form.describeError(mediaError))
            : undefined
        }
      />
      <PostLinkFields />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(
            isSubmitting
              ? editing
                ? messages.submittingEdit
                : messages.submittingCreate
              : editing
                ? messages.submitEdit
                : messages.submitCreate,
          )}
        </Button>
      </div>
    </Form>
  );
}
