export { HealthFeed, type HealthFeedProps } from './components/health-feed';
export { PostCard, type PostCardProps, type PostCounts } from './components/post-card';
export {
  PostsWorkspace,
  postsWorkspaceSections,
  type PostsWorkspaceProps,
  type PostsWorkspaceSection,
} from './components/posts-workspace';
export { MyPosts, type MyPostsProps } from './components/my-posts';
export { PostForm, type PostFormProps } from './components/post-form';
export { PostAnalytics } from './components/post-analytics';
