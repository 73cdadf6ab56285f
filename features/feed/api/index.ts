export { usePosts, type PostsState } from './use-posts';
export { useLiveCounts, type LiveCounts } from './use-live-counts';
export { usePostActions, type PostActions } from './use-post-actions';
export { useComments, type CommentsState } from './use-comments';
export { useSavePost, buildPostForm, type PostDraft } from './use-save-post';
export { usePostAnalytics } from './use-post-analytics';
export { useRecordView } from './use-record-views';
export { pageKey, analyticsKey, commentsKey, withId, type PostSource } from './keys';
export { sharePostLink, postLink, type ShareOutcome } from './share-post';
