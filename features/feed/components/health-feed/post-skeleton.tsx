import { Card } from '@ui/card';
import { Skeleton, SkeletonText } from '@ui/skeleton';

/** The shape of a post card while it loads (hidden from assistive technology). */
export function PostSkeleton() {
  return (
    <Card aria-hidden data-testid="post-skeleton" className="gap-3 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="w-40" />
          <Skeleton shape="text" className="w-24" />
        </div>
      </div>
      <Skeleton shape="text" className="h-6 w-3/4" />
      <SkeletonText lines={3} />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}
