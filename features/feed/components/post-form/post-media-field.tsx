import { useController, useFormContext } from 'react-hook-form';
import type { PostMedia } from '@contract/feed';
import { MediaPicker } from './media-picker';
import type { PostFormValues } from './post-form-schema';

export type PostMediaFieldProps = {
  /** The post's stored media (editing). */
  existing: PostMedia[];
  /** Whether the post being edited is private (its stored media needs the token). */
  isPrivate: boolean;
  /** The media's error, worded (the server's 413 or 415, or a refused removal). */
  error?: string;
};

/** The post's photos and videos: new files, and stored ones marked for removal. */
export function PostMediaField({ existing, isPrivate, error }: PostMediaFieldProps) {
  const { clearErrors } = useFormContext<PostFormValues>();
  const { field: media } = useController<PostFormValues, 'media'>({ name: 'media' });
  const { field: removed } = useController<PostFormValues, 'removeMedia'>({
    name: 'removeMedia',
  });
  return (
    <MediaPicker
      inputRef={media.ref}
      files={media.value}
      onFilesChange={(files) => {
        media.onChange(files);
        clearErrors('media');
      }}
      existing={existing}
      removed={removed.value ?? []}
      onRemovedChange={(ids) => {
        removed.onChange(ids);
        clearErrors('media');
      }}
      isPrivate={isPrivate}
      error={error}
    />
  );
}
