import { useIntl } from 'react-intl';
import type { UploadedPrescription } from '@contract/prescriptions';
import { useUploadedFile } from '../../api/patient';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { ErrorState } from '@ui/error-state';
import { Spinner } from '@ui/spinner';
import { messages, valueMessages } from './messages';

export type UploadPreviewProps = {
  upload: UploadedPrescription | null;
  onOpenChange: (open: boolean) => void;
};

/** The uploaded file, fetched with the patient's token: an image inline, a PDF in a frame. */
function FilePreview({ upload }: { upload: UploadedPrescription }) {
  const intl = useIntl();
  const file = useUploadedFile(upload._id);
  const alt = intl.formatMessage(valueMessages.previewAlt, {
    doctor: upload.doctorName,
    hospital: upload.hospitalName,
  });
  if (file.failed)
    return <ErrorState size="sm" title={intl.formatMessage(messages.previewFailed)} />;
  if (!file.url)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        {intl.formatMessage(messages.previewLoading)}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {upload.file.type === 'pdf' ? (
        <iframe title={alt} src={file.url} className="h-[60dvh] w-full rounded-md border" />
      ) : (
        <img src={file.url} alt={alt} className="max-h-[60dvh] w-full rounded-md object-contain" />
      )}
      <Button asChild variant="outline" className="min-h-11 self-start">
        <a href={file.url} download={upload.file.name}>
          {intl.formatMessage(messages.download)}
        </a>
      </Button>
    </div>
  );
}

/** An uploaded prescription's file and what the patient wrote with it. */
export function UploadPreview({ upload, onOpenChange }: UploadPreviewProps) {
  const intl = useIntl();
  return (
    <Dialog open={upload !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        {upload ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {intl.formatMessage(valueMessages.previewTitle, { doctor: upload.doctorName })}
              </DialogTitle>
              <DialogDescription>{upload.hospitalName}</DialogDescription>
            </DialogHeader>
            {upload.notes ? (
              <div className="flex flex-col gap-1">
                <h3 className="font-medium">{intl.formatMessage(messages.notes)}</h3>
                <p className="whitespace-pre-line">{upload.notes}</p>
              </div>
            ) : null}
            <FilePreview upload={upload} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
