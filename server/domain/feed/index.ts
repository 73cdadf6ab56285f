/** The health feed (issue 6, ADR 0012): see ./shared.ts. */
export { type FeedDeps, type StoredMedia, viewerKey } from './shared';
export { listFeed, listMyPosts, getPost, likedPostIds, mediaFile } from './read';
export { createPost, updatePost, deletePost } from './write';
export { likePost, unlikePost, sharePost } from './reactions';
export { listComments, addComment, deleteComment } from './comments';
export { reportPost, recordViews, postAnalytics } from './analytics';
