import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { PostMedia } from '@contract/feed';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { useMediaSrc } from '../../api';

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

/**
 * A stored image of a post. Public images load as plain, cacheable images, lazily;
 * private ones as a blob that is released when the image goes.
 */
export function PostMediaImage({ media, isPrivate, alt, className }: PostMediaImageProps) {
  const fetched = useMediaSrc(media.url, isPrivate);
  const [broken, setBroken] = useState<string>();
  const failed = fetched.failed || broken === media.url;
  const src = fetched.src;

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
      onError={() => setBroken(media.url)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
