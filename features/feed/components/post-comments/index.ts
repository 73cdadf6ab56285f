export { PostComments, type PostCommentsProps } from './post-comments';
