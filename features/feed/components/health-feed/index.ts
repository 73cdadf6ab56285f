export { HealthFeed, type HealthFeedProps } from './health-feed';
