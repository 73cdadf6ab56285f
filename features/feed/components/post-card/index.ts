export { PostCard, type PostCardProps, type PostCounts } from './post-card';
export { PostMediaList, type PostMediaListProps } from './post-media';
