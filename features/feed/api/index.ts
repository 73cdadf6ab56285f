export { usePosts, type PostsState, type PostSource } from './use-posts';
export { useLiveCounts, type LiveCounts } from './use-live-counts';
export { useLikePost } from './use-like-post';
export { useComments, type CommentsState } from './use-comments';
export { useSavePost, buildPostForm, type PostDraft } from './use-save-post';
export { usePostAnalytics } from './use-post-analytics';
export { useRecordView } from './use-record-views';
export { sharePostLink, postLink, type ShareOutcome } from './share-post';
export { useMediaSrc } from './use-media-src';
