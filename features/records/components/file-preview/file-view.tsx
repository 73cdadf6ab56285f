import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { previewKind, useFileBlob, type PreviewFile } from '../../api/record-file';
import { messages } from './messages';

/** One file shown by kind: an image, a PDF frame, or a note to download it. */
export function FileView({ file, onOpen }: { file: PreviewFile; onOpen: () => Promise<void> }) {
  const intl = useIntl();
  const kind = previewKind(file);
  const valid = file.url !== '' && file.name !== '';
  const { src, failed, loading } = useFileBlob(valid && kind !== 'other' ? file.url : null);
  const [openFailed, setOpenFailed] = useState(false);

  if (!valid) return <Alert tone="danger">{intl.formatMessage(messages.invalid)}</Alert>;
  if (kind === 'other')
    return <Alert tone="info">{intl.formatMessage(messages.notAvailable)}</Alert>;
  if (loading)
    return (
      <p
        role="status"
        className="flex min-h-40 items-center justify-center gap-2 text-muted-foreground"
      >
        <Spinner size="sm" />
        {intl.formatMessage(messages.loading)}
      </p>
    );
  if (failed || !src)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="danger" role="alert">
          {intl.formatMessage(openFailed ? messages.downloadFailed : messages.failed)}
        </Alert>
        <Button
          variant="outline"
          onClick={() => {
            setOpenFailed(false);
            onOpen().catch(() => setOpenFailed(true));
          }}
        >
          <ExternalLink aria-hidden="true" />
          {intl.formatMessage(messages.open)}
        </Button>
      </div>
    );
  if (kind === 'image')
    return (
      <img
        src={src}
        alt={intl.formatMessage(messages.imageAlt, { name: file.name })}
        className="max-h-[60vh] w-full rounded-md bg-muted object-contain"
      />
    );
  return (
    <iframe
      src={src}
      title={intl.formatMessage(messages.frameTitle, { name: file.name })}
      className="h-[60vh] w-full rounded-md border border-border bg-muted"
    />
  );
}
