import { useCallback, useEffect, useRef } from 'react';
import { FEED_PAGE_MAX } from '@contract/feed-values';
import { useApiClient } from '@lib/session';

/** How long seen posts are gathered before they are sent in one request. */
const BATCH_MS = 3000;

/**
 * Reports posts the reader has seen on screen (POST /feed/views), a few seconds' worth
 * at a time and each post once per screen, so the author's monthly reach is real
 * (001 §2.13). Failures are ignored: reach is not worth a retry on a paid connection.
 */
export function useRecordView(): (postId: string) => void {
  const client = useApiClient();
  const seen = useRef(new Set<string>());
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    timer.current = undefined;
    while (pending.current.length > 0) {
      const postIds = pending.current.splice(0, FEED_PAGE_MAX);
      client
        .call('postViews', { body: { postIds }, auth: client.getToken() !== null })
        .catch(() => undefined);
    }
  }, [client]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      flush();
    },
    [flush],
  );

  return useCallback(
    (postId: string) => {
      if (seen.current.has(postId)) return;
      seen.current.add(postId);
      pending.current.push(postId);
      timer.current ??= setTimeout(flush, BATCH_MS);
    },
    [flush],
  );
}
