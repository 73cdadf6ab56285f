export {
  PostsWorkspace,
  postsWorkspaceSections,
  type PostsWorkspaceProps,
  type PostsWorkspaceSection,
} from './posts-workspace';
