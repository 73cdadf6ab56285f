export { MyPosts, type MyPostsProps } from './my-posts';
