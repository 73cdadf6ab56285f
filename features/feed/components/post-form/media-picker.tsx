import { useEffect, useId, useRef, useState } from 'react';
import { Film, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { MAX_POST_MEDIA, mediaAccept, type PostMedia } from '@contract/feed';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import { messages } from './messages';
import { pickMedia } from './post-draft';
import { PostMediaImage } from './post-media-image';

export type MediaPickerProps = {
  /** The id of the file input. */
  inputId?: string;
  /** Gets the file input, so an error can send focus there. */
  inputRef?: (input: HTMLInputElement | null) => void;
  /** New files to upload. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The post's stored media (editing), and the ids marked for removal. */
  existing: PostMedia[];
  removed: string[];
  onRemovedChange: (ids: string[]) => void;
  /** Whether the post being edited is private (its stored media needs the token). */
  isPrivate: boolean;
  /** An error from elsewhere (the server's 413 or 415), shown with the picker's own. */
  error?: string;
  disabled?: boolean;
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const tileClass = 'relative aspect-square overflow-hidden rounded-md border border-border bg-muted';

/** A new file's preview, from a local object URL released when the preview goes. */
function FilePreview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement & HTMLVideoElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (ref.current) ref.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return file.type.startsWith('video/') ? (
    <video
      ref={ref}
      muted
      playsInline
      preload="metadata"
      aria-label={file.name}
      className="size-full object-cover"
    />
  ) : (
    <img ref={ref} alt={file.name} className="size-full object-cover" />
  );
}

/** A tile's remove button, in its corner. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className="absolute end-1 top-1 rounded-full bg-surface/90"
    >
      <X aria-hidden />
    </Button>
  );
}

/**
 * Photos and videos of a post (001 §5): only images and videos, each at most 10 MB,
 * six in all with the ones already stored. Files that do not fit are skipped with one
 * message; the rest are kept and previewed from the device, nothing is uploaded yet.
 */
export function MediaPicker({
  inputId,
  inputRef,
  files,
  onFilesChange,
  existing,
  removed,
  onRemovedChange,
  isPrivate,
  error,
  disabled = false,
}: MediaPickerProps) {
  const intl = useIntl();
  const base = useId();
  const labelId = `${base}-label`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const [notice, setNotice] = useState<'skipped' | 'overLimit' | null>(null);

  const kept = existing.filter((m) => !removed.includes(m._id));
  const count = kept.length + files.length;
  const room = MAX_POST_MEDIA - count;

  const add = (incoming: File[]) => {
    const fresh = incoming.filter((file) => !files.some((f) => sameFile(f, file)));
    const picked = pickMedia(fresh, room);
    setNotice(picked.skipped ? 'skipped' : picked.overLimit ? 'overLimit' : null);
    if (picked.kept.length > 0) onFilesChange([...files, ...picked.kept]);
  };

  const removeFile = (file: File) => {
    setNotice(null);
    onFilesChange(files.filter((f) => f !== file));
  };
  const removeStored = (id: string) => {
    setNotice(null);
    onRemovedChange([...removed, id]);
  };

  const noticeText =
    notice === 'skipped'
      ? intl.formatMessage(messages.mediaSkipped)
      : notice === 'overLimit'
        ? intl.formatMessage(messages.tooManyFiles, { count: MAX_POST_MEDIA })
        : null;
  const problems = [noticeText, error].filter(Boolean);

  const imageNumber = (m: PostMedia) => existing.filter((e) => e.type === m.type).indexOf(m) + 1;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
      className="flex flex-col gap-1.5"
    >
      <span id={labelId} className="text-sm font-medium text-foreground">
        {intl.formatMessage(messages.media)}
      </span>
      <p id={hintId} className="text-sm text-muted-foreground">
        {intl.formatMessage(messages.mediaHint)}
      </p>
      <FileDrop
        // The drop zone checks nothing itself: 001 §5 wants one message for every file
        // skipped, so this picker sorts the files. The picker still offers only images
        // and videos (the input's `accept`); a drop may bring anything.
        ref={(node) => {
          node?.setAttribute('accept', mediaAccept);
          inputRef?.(node);
        }}
        id={inputId}
        accept={[]}
        multiple
        files={[]}
        onFiles={add}
        typeError={intl.formatMessage(messages.mediaSkipped)}
        sizeError={intl.formatMessage(messages.mediaSkipped)}
        disabled={disabled || room <= 0}
      />
      <div id={errorId} role="alert">
        {problems.map((text) => (
          <p key={text} className="text-sm font-medium text-danger">
            {text}
          </p>
        ))}
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {intl.formatMessage(messages.mediaCount, { count, max: MAX_POST_MEDIA })}
      </p>
      {count > 0 ? (
        <ul
          aria-label={intl.formatMessage(messages.attachedMedia)}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {kept.map((m) => {
            const number = imageNumber(m);
            const name =
              m.type === 'video'
                ? intl.formatMessage(messages.video, { number })
                : intl.formatMessage(messages.photo, { number });
            return (
              <li key={m._id} className={tileClass}>
                {m.type === 'video' ? (
                  <span className="flex size-full flex-col items-center justify-center gap-1 text-sm text-muted-foreground">
                    <Film aria-hidden className="size-6" />
                    {name}
                  </span>
                ) : (
                  <PostMediaImage
                    media={m}
                    isPrivate={isPrivate}
                    alt={m.caption ?? name}
                    className="size-full"
                  />
                )}
                <RemoveButton
                  label={intl.formatMessage(
                    m.type === 'video' ? messages.removeVideo : messages.removePhoto,
                    { number },
                  )}
                  onClick={() => removeStored(m._id)}
                />
              </li>
            );
          })}
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={tileClass}>
              <FilePreview file={file} />
              <RemoveButton
                label={intl.formatMessage(messages.removeFile, { name: file.name })}
                onClick={() => removeFile(file)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
