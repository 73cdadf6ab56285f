import { Suspense, lazy, useId, useRef, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@ui/lib';
import { messages } from './messages';
import { PostListSkeleton } from '../post-list-skeleton';
import { useNearViewport } from './use-near-viewport';

// Below the fold: the posts, their request, the response schema (zod) and the date
// formatting load in a chunk of their own, and only when the visitor scrolls near the
// teaser, so the first load carries only this frame and a visitor who never scrolls
// this far pays nothing for it.
const LatestPosts = lazy(() =>
  import('../latest-posts').then((module) => ({ default: module.LatestPosts })),
);

export type FeedTeaserProps = Omit<ComponentProps<'section'>, 'children' | 'ref'> & {
  /** How many posts to show (000 §1: the latest few). */
  limit?: number;
  /** The moment relative dates count from; fixed in stories. */
  now?: Date;
};

/** The newest public posts of the health feed; an empty state when there are none. */
export function FeedTeaser({ limit = 3, now, className, ...props }: FeedTeaserProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={cn('bg-muted px-4 py-12 sm:py-16', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id={titleId} className="text-3xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        {near ? (
          <Suspense fallback={<PostListSkeleton count={limit} />}>
            <LatestPosts limit={limit} now={now} />
          </Suspense>
        ) : (
          <PostListSkeleton count={limit} />
        )}
      </div>
    </section>
  );
}
