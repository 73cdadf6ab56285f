export { LatestPosts, type LatestPostsProps } from './latest-posts';
