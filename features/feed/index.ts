export { HealthFeed, type HealthFeedProps } from './components/health-feed';
export { PostCard, type PostCardProps, type PostCounts } from './components/post-card';
