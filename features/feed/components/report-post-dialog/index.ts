export { ReportPostDialog, type ReportPostDialogProps } from './report-post-dialog';
