export { FileDrop, fileDropVariants, type FileDropProps } from './file-drop';
export { validateFile, type FileRejection, type ValidateFileOptions } from './validate-file';
