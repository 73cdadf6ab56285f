export { UploadRecordDialog, type UploadRecordDialogProps } from './upload-record-dialog';
