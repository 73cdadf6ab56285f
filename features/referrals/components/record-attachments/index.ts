export { RecordAttachments, type RecordAttachmentsProps } from './record-attachments';
