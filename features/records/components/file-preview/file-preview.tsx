import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Download, FileText } from 'lucide-react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { useSaveFile, type PreviewFile } from '../../api/record-file';
import { FileView } from './file-view';
import { messages } from './messages';

export type FilePreviewProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record's title; the file's name when not given. */
  title?: string;
  /** The files to show, one at a time; none says there is nothing to preview. */
  files: readonly PreviewFile[];
};

/**
 * A file preview dialog (001 §8): an image inline, a PDF in a frame, anything else a
 * "use Download" note. Files are fetched through the authorised routes with the session,
 * so no token ever sits in an address.
 */
export function FilePreview({ open, onOpenChange, title, files }: FilePreviewProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { save, open: openFile } = useSaveFile();
  const file = files[Math.min(index, files.length - 1)];

  function change(next: boolean) {
    if (!next) {
      setIndex(0);
      setDownloadFailed(false);
    }
    onOpenChange(next);
  }

  async function download() {
    if (!file) return;
    setDownloadFailed(false);
    try {
      await save(file);
    } catch (error) {
      setDownloadFailed(true);
      console.error('Download failed', error);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent size="lg" data-slot="file-preview">
        <DialogHeader>
          <DialogTitle className="break-words">
            {title ?? file?.name ?? intl.formatMessage(messages.title)}
          </DialogTitle>
          <DialogDescription>
            {intl.formatMessage(messages.fileCount, { count: files.length })}
          </DialogDescription>
        </DialogHeader>
        {files.length > 1 ? (
          <ul aria-label={intl.formatMessage(messages.files)} className="flex flex-wrap gap-2">
            {files.map((f, i) => (
              <li key={`${f.url}-${i}`}>
                <Button
                  type="button"
                  variant={f === file ? 'secondary' : 'outline'}
                  aria-pressed={f === file}
                  onClick={() => {
                    setIndex(i);
                    setDownloadFailed(false);
                  }}
                >
                  <FileText aria-hidden="true" />
                  <span className="max-w-48 truncate">{f.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {file ? (
          <FileView key={file.url} file={file} onOpen={() => openFile(file)} />
        ) : (
          <Alert tone="info">{intl.formatMessage(messages.noFiles)}</Alert>
        )}
        {downloadFailed ? (
          <Alert tone="danger" role="alert">
            {intl.formatMessage(messages.downloadFailed)}
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.close)}</Button>
          </DialogClose>
          {file && file.url ? (
            <Button onClick={() => void download()}>
              <Download aria-hidden="true" />
              {intl.formatMessage(messages.download)}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
