export { PostListSkeleton, type PostListSkeletonProps } from './post-list-skeleton';
