export { FilePreview, type FilePreviewProps } from './file-preview';
