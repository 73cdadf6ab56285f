export { FilePreview, type FilePreviewProps } from './components/file-preview';
export type { PreviewFile } from './api/record-file';
