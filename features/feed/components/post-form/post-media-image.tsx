import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { PostMedia } from '@contract/feed';
import { useApiClient } from '@lib/session';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';

export type PostMediaImageProps = {
  media: PostMedia;
  /**
   * A private post's media is served only to its author, with the bearer token an
   * `<img>` cannot send: it is fetched through the API client instead.
   */
  isPrivate: boolean;
  alt: string;
  className?: string;
};

/** The API client's path of a media address the server gives as `/api/feed/media/{id}`. */
const clientPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * A stored image of a post. Public images load as plain, cacheable images, lazily;
 * private ones as a blob that is released when the image goes.
 */
export function PostMediaImage({ media, isPrivate, alt, className }: PostMediaImageProps) {
  const client = useApiClient();
  const [blob, setBlob] = useState<{ url: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isPrivate) return;
    let cancelled = false;
    let objectUrl: string | undefined;
    client
      .download(clientPath(media.url))
      .then((data) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(data);
        setBlob({ url: media.url, src: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, isPrivate, media.url]);

  const src = isPrivate ? (blob?.url === media.url ? blob.src : null) : media.url;
  if (failed)
    return (
      <span
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden className="size-6" />
      </span>
    );
  if (!src) return <Skeleton className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
