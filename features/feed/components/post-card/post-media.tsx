import { useState } from 'react';
import { Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PostMedia as Media } from '@contract/feed';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { useMediaSrc } from '../../api';
import { messages } from './messages';

function PostImage({ media, alt, isPrivate }: { media: Media; alt: string; isPrivate: boolean }) {
  const { src } = useMediaSrc(media.url, isPrivate);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={640}
      height={360}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

function PostVideo({
  media,
  label,
  isPrivate,
}: {
  media: Media;
  label: string;
  isPrivate: boolean;
}) {
  const intl = useIntl();
  // A private video is fetched only when asked for: it may be many megabytes.
  const [wanted, setWanted] = useState(!isPrivate);
  const { src } = useMediaSrc(media.url, isPrivate, wanted);
  if (!wanted) {
    return (
      <Button
        variant="secondary"
        className="absolute inset-0 m-auto w-fit"
        onClick={() => setWanted(true)}
      >
        <Play aria-hidden />
        {intl.formatMessage(messages.playVideo)}
      </Button>
    );
  }
  return (
    // Readers' uploads come without caption files; the post's text describes the video.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      src={src}
      controls
      preload="none"
      playsInline
      aria-label={label}
      className="absolute inset-0 size-full bg-foreground object-contain"
    />
  );
}

export type PostMediaListProps = {
  media: readonly Media[];
  title: string;
  /** A private post's files need the author's token. */
  isPrivate?: boolean;
};

/**
 * A post's pictures and videos in fixed 16:9 boxes, so nothing jumps as they load:
 * pictures load lazily when scrolled near, videos only when played (paid megabytes).
 */
export function PostMediaList({ media, title, isPrivate = false }: PostMediaListProps) {
  const intl = useIntl();
  const images = media.filter((m) => m.type === 'image');
  return (
    <ul
      aria-label={intl.formatMessage(messages.media)}
      className={cn('grid gap-2', media.length > 1 && 'grid-cols-2')}
    >
      {media.map((item) => (
        <li
          key={item._id}
          className={cn(
            'relative aspect-video overflow-hidden rounded-md bg-muted',
            media.length === 3 && item === media[0] && 'col-span-2',
          )}
        >
          {item.type === 'image' ? (
            <PostImage
              media={item}
              isPrivate={isPrivate}
              alt={
                item.caption ||
                intl.formatMessage(messages.image, {
                  title,
                  index: images.indexOf(item) + 1,
                  total: images.length,
                })
              }
            />
          ) : (
            <PostVideo
              media={item}
              isPrivate={isPrivate}
              label={intl.formatMessage(messages.video, { title: item.caption || title })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
