import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { donationQrAccept, MAX_DONATION_QR_BYTES } from '@contract/system';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import { toast } from '@ui/toast';
import { useUploadDonationQr } from '../../api/donation';
import { messages } from './messages';

const accept = donationQrAccept.split(',');
const overrides = { serverError: messages.uploadFailed };

/**
 * The upload: a file picker for one PNG, JPG or WEBP image (2 MB), and the button with
 * its states: idle, uploading, uploaded, or the reason it failed.
 */
export function QrUploadForm() {
  const intl = useIntl();
  const failureText = useErrorText(overrides);
  const upload = useUploadDonationQr();
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<'idle' | 'missing' | 'uploaded' | 'failed'>('idle');
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [file] = files;
    if (!file) return setState('missing');
    const body = new FormData();
    body.append('qr', file, file.name);
    setState('idle');
    try {
      await upload.trigger({ body });
      setFiles([]);
      setState('uploaded');
      toast({ title: intl.formatMessage(messages.uploaded), variant: 'success' });
    } catch (failure) {
      setError(failure);
      setState('failed');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <FileDrop
        name="qr"
        label={intl.formatMessage(messages.fileLabel)}
        accept={accept}
        maxSize={MAX_DONATION_QR_BYTES}
        files={files}
        onFiles={(next) => {
          setFiles(next);
          setState('idle');
        }}
        typeError={intl.formatMessage(messages.typeError)}
        sizeError={intl.formatMessage(messages.sizeError)}
        disabled={upload.isMutating}
      />
      <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.recommended)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          className="min-h-11"
          disabled={upload.isMutating}
          aria-busy={upload.isMutating || undefined}
        >
          {intl.formatMessage(upload.isMutating ? messages.uploading : messages.upload)}
        </Button>
        <p role="status" className="text-sm font-medium text-success">
          {state === 'uploaded' ? intl.formatMessage(messages.uploaded) : null}
        </p>
      </div>
      <div aria-live="assertive">
        {state === 'missing' || state === 'failed' ? (
          <Alert tone="danger" role="alert">
            {state === 'missing' ? intl.formatMessage(messages.selectImage) : failureText(error)}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
