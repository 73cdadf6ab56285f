export { FeedTeaser, type FeedTeaserProps } from './feed-teaser';
