import { useEffect, useState } from 'react';
import { Play } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PostMedia as Media } from '@contract/feed';
import { useApiClient } from '@lib/session';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

/** The client's path of a media URL the server gave (`/api/feed/media/{id}`). */
const clientPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * A private post's file is served only with the author's token, which an `<img>` does
 * not send: it is fetched with the token and shown from memory. Public files load
 * straight from their (cacheable) URL.
 */
function usePrivateSrc(url: string, enabled: boolean): string | undefined {
  const client = useApiClient();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | undefined;
    let live = true;
    client
      .download(clientPath(url))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url, enabled]);
  return enabled ? src : undefined;
}

function PostImage({ media, alt, isPrivate }: { media: Media; alt: string; isPrivate: boolean }) {
  const privateSrc = usePrivateSrc(media.url, isPrivate);
  const src = isPrivate ? privateSrc : media.url;
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
  const privateSrc = usePrivateSrc(media.url, isPrivate && wanted);
  const src = isPrivate ? privateSrc : media.url;
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
