import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VerificationDocument } from '@contract/verification';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Link } from '@ui/link';
import { Spinner } from '@ui/spinner';
import { useDocumentFile } from '../../api/dashboard';
import { dialogMessages } from './messages';

/**
 * The application's documents (002 §5): each opens on demand, fetched with the admin's
 * token; an image shows inline, a PDF opens or downloads from a link.
 */
export function DocumentList({ files }: { files: VerificationDocument[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="approval-documents" className="flex flex-col gap-2">
      <h3 id="approval-documents" className="font-semibold">
        {intl.formatMessage(dialogMessages.documents)}
      </h3>
      {files.length === 0 ? (
        <p className="text-muted-foreground">{intl.formatMessage(dialogMessages.noDocuments)}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {files.map((file) => (
            <DocumentItem key={file._id} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentItem({ file }: { file: VerificationDocument }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const { url, failed, loading } = useDocumentFile(shown ? file._id : null);
  const name = file.filename;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-medium">{name}</span>
        {shown ? null : (
          <Button variant="outline" onClick={() => setShown(true)}>
            {intl.formatMessage(dialogMessages.preview, { name })}
          </Button>
        )}
      </div>
      {shown && loading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" />
          {intl.formatMessage(dialogMessages.documentLoading)}
        </p>
      ) : null}
      {failed ? (
        <Alert tone="danger">{intl.formatMessage(dialogMessages.documentFailed)}</Alert>
      ) : null}
      {url && file.type !== 'pdf' ? (
        <img
          src={url}
          alt={intl.formatMessage(dialogMessages.previewAlt, { name })}
          className="max-h-96 w-full rounded-md object-contain"
        />
      ) : null}
      {url ? (
        <Link variant="button" href={url} download={name} target="_blank" rel="noreferrer">
          {intl.formatMessage(dialogMessages.openDocument, { name })}
        </Link>
      ) : null}
    </li>
  );
}
