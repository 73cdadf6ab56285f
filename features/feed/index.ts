import { lazy } from 'react';

export { HealthFeed, type HealthFeedProps } from './components/health-feed';
export { PostCard, type PostCardProps, type PostCounts } from './components/post-card';
export {
  postsWorkspaceSections,
  type PostsWorkspaceSection,
} from './components/posts-workspace/sections';
export type { PostsWorkspaceProps } from './components/posts-workspace';

/**
 * The author's workspace (My Posts, the post form, Analytics) loads on first use, so
 * readers of the feed never download the writing tools.
 */
export const PostsWorkspace = lazy(() =>
  import('./components/posts-workspace').then((module) => ({ default: module.PostsWorkspace })),
);
