export { useLatestPosts, type LatestPosts } from './use-latest-posts';
