export { PostForm, type PostFormProps } from './post-form';
export { PostMediaImage, type PostMediaImageProps } from './post-media-image';
