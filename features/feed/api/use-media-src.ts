import { useEffect, useState } from 'react';
import { useApiClient } from '@lib/session';

/** The client's path of a media URL the server gives (`/api/feed/media/{id}`). */
const clientPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * Where an `<img>` or `<video>` loads a post's file from. Public files load straight
 * from their (cacheable) URL. A private post's file is served only with the author's
 * token, which an `<img>` does not send: it is fetched with the token, shown from
 * memory, and released when it goes. `enabled` false defers that fetch (a large video
 * until asked for); `failed` is set when it could not be had.
 */
export function useMediaSrc(
  url: string,
  isPrivate: boolean,
  enabled = true,
): { src: string | undefined; failed: boolean } {
  const client = useApiClient();
  const [fetched, setFetched] = useState<{ url: string; src?: string; failed?: boolean }>();
  const fetch = isPrivate && enabled;
  useEffect(() => {
    if (!fetch) return;
    let objectUrl: string | undefined;
    let live = true;
    client
      .download(clientPath(url))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, src: objectUrl });
      })
      .catch(() => {
        if (live) setFetched({ url, failed: true });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url, fetch]);
  if (!isPrivate) return { src: url, failed: false };
  const mine = fetch && fetched?.url === url ? fetched : undefined;
  return { src: mine?.src, failed: mine?.failed ?? false };
}
