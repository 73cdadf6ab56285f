export { FilePreview, type FilePreviewProps } from './components/file-preview';
export { PatientRecords } from './components/patient-records';
export type { PreviewFile } from './api/record-file';
