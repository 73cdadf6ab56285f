/** How a share ended: the device's share sheet, the clipboard, or the person changed their mind. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The address a shared post opens: the feed with that post first. */
export const postLink = (postId: string, origin = window.location.origin) =>
  `${origin}/health-feed?post=${encodeURIComponent(postId)}`;

/**
 * Shares a post the way the device can (issue 6): the share sheet where there is one,
 * otherwise the link is copied to the clipboard. Only a completed share should be
 * counted (POST /feed/{id}/share); a dismissed share sheet is 'cancelled'.
 */
export async function sharePostLink(post: { _id: string; title: string }): Promise<ShareOutcome> {
  const url = postLink(post._id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A share sheet that cannot share this: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
