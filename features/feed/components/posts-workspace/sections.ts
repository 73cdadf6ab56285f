/** The parts of the author's workspace: My Posts, Create Post, Analytics (001 §2.13). */
export const postsWorkspaceSections = ['my-posts', 'create', 'analytics'] as const;
export type PostsWorkspaceSection = (typeof postsWorkspaceSections)[number];
