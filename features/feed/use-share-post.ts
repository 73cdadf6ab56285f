import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { toast } from '@ui/toast';
import { useApiMutation } from '@lib/data';
import { sharePostLink } from './api';
import { catalogueMessages } from './messages';

/**
 * Shares a post as the device can (share sheet, or the link copied), says so in the
 * catalogue's words (000 §8, 001 §4), then counts the share on the server. `onShared`
 * runs as soon as the link went out (a card bumps its count at once); the promise
 * resolves with the server's count, or null when nothing was shared or the count missed.
 */
export function useSharePost() {
  const intl = useIntl();
  const { trigger } = useApiMutation('sharePost');
  return useCallback(
    async (
      post: Pick<FeedPost, '_id' | 'title'>,
      { onShared }: { onShared?: () => void } = {},
    ): Promise<number | null> => {
      const outcome = await sharePostLink(post);
      if (outcome === 'cancelled') return null;
      if (outcome === 'failed') {
        toast({ title: intl.formatMessage(catalogueMessages.shareFailed), variant: 'error' });
        return null;
      }
      toast({
        title: intl.formatMessage(
          outcome === 'copied' ? catalogueMessages.linkCopied : catalogueMessages.shared,
        ),
        variant: 'success',
      });
      onShared?.();
      try {
        // Open to visitors, but a member's share is counted once a day: the token names them.
        return (await trigger({ params: { id: post._id }, auth: true })).sharesCount;
      } catch {
        // The link went out all the same; only the count missed this share.
        return null;
      }
    },
    [intl, trigger],
  );
}
