import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  fileCount: { count: number };
  files: Plain;
  loading: Plain;
  imageAlt: { name: string };
  frameTitle: { name: string };
  notAvailable: Plain;
  invalid: Plain;
  failed: Plain;
  noFiles: Plain;
  download: Plain;
  downloadFailed: Plain;
  open: Plain;
  close: Plain;
}>({
  title: { id: 'records.preview.title', defaultMessage: 'File preview' },
  fileCount: {
    id: 'records.preview.fileCount',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
  },
  files: { id: 'records.preview.files', defaultMessage: 'Files in this record' },
  loading: { id: 'records.preview.loading', defaultMessage: 'Loading preview…' },
  imageAlt: { id: 'records.preview.imageAlt', defaultMessage: 'Preview of {name}' },
  frameTitle: { id: 'records.preview.frameTitle', defaultMessage: 'Preview of {name}' },
  notAvailable: {
    id: 'records.preview.notAvailable',
    defaultMessage: 'Preview not available for this file type. Please use Download.',
  },
  invalid: { id: 'records.preview.invalid', defaultMessage: 'Invalid file' },
  failed: {
    id: 'records.preview.failed',
    defaultMessage: 'Unable to preview this file. Try downloading instead.',
  },
  noFiles: {
    id: 'records.preview.noFiles',
    defaultMessage: 'No files to download. Preview not available for this file type.',
  },
  download: { id: 'records.preview.download', defaultMessage: 'Download' },
  downloadFailed: { id: 'records.preview.downloadFailed', defaultMessage: 'Download failed' },
  open: { id: 'records.preview.open', defaultMessage: 'Open' },
  close: { id: 'records.preview.close', defaultMessage: 'Close' },
});
