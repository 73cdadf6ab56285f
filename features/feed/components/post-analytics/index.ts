export { PostAnalytics } from './post-analytics';
