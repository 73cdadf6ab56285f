import { useIntl } from 'react-intl';
import { Skeleton, SkeletonText } from '@ui/skeleton';
import { messages } from './messages';

export type PostListSkeletonProps = {
  /** How many posts to imitate. */
  count?: number;
};

/** Three post-shaped placeholders, the same height as the posts, so nothing jumps. */
export function PostListSkeleton({ count = 3 }: PostListSkeletonProps) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {intl.formatMessage(messages.loading)}
      </p>
      <ul aria-hidden className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            data-testid="post-skeleton"
            className="flex min-h-64 flex-col gap-3 rounded-lg border border-border bg-surface p-5"
          >
            <div className="flex justify-between gap-2">
              <Skeleton className="h-6 w-28 rounded-full" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-6 w-4/5" />
            <SkeletonText lines={3} />
            <Skeleton className="mt-auto h-5 w-2/5" />
          </li>
        ))}
      </ul>
    </div>
  );
}
