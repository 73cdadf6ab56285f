import { useState } from 'react';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { MAX_BOOKING_DOCUMENTS, MAX_DOCUMENT_BYTES, documentAccept } from '@contract/booking-rules';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import type { BookingForm } from './details-step';
import { messages } from './messages';

const MEGABYTES = MAX_DOCUMENT_BYTES / 1024 / 1024;

export type DetailsAttachmentsProps = {
  form: BookingForm;
  onEditHistoryPaper: () => void;
};

/** Step 3's optional part: documents for the doctor, and the history paper (002 §3). */
export function DetailsAttachments({ form, onEditHistoryPaper }: DetailsAttachmentsProps) {
  const intl = useIntl();
  const [documents, historyPaper] = useWatch({
    control: form.control,
    name: ['documents', 'historyPaperData'],
  });
  const [tooMany, setTooMany] = useState(false);

  const handleFiles = (files: File[]) => {
    // The drop zone checks each file's type and size; the number is checked here.
    setTooMany(files.length > MAX_BOOKING_DOCUMENTS);
    form.setValue('documents', files.slice(0, MAX_BOOKING_DOCUMENTS));
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <FileDrop
          label={intl.formatMessage(messages.documents)}
          name="historyDocuments"
          accept={documentAccept.split(',')}
          maxSize={MAX_DOCUMENT_BYTES}
          multiple
          files={documents}
          onFiles={handleFiles}
          typeError={intl.formatMessage(messages.fileType)}
          sizeError={intl.formatMessage(messages.fileSize, { megabytes: MEGABYTES })}
        />
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.documentsHint, {
            count: MAX_BOOKING_DOCUMENTS,
            megabytes: MEGABYTES,
          })}
        </p>
        <div aria-live="polite">
          {tooMany ? (
            <p className="text-sm font-medium text-danger">
              {intl.formatMessage(messages.tooManyFiles, { count: MAX_BOOKING_DOCUMENTS })}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
        <p className="text-sm font-medium text-foreground">
          {intl.formatMessage(messages.historyPaper)}
        </p>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.historyPaperHint)}
        </p>
        {historyPaper ? (
          <>
            <p className="flex items-center gap-2 text-base text-foreground">
              <ClipboardList aria-hidden className="size-5 shrink-0 text-success" />
              {intl.formatMessage(messages.historyPaperAdded, {
                count: historyPaper.symptoms?.length ?? 0,
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={onEditHistoryPaper}>
                <Pencil aria-hidden />
                {intl.formatMessage(messages.editHistoryPaper)}
              </Button>
              <Button variant="ghost" onClick={() => form.setValue('historyPaperData', null)}>
                <Trash2 aria-hidden />
                {intl.formatMessage(messages.removeHistoryPaper)}
              </Button>
            </div>
          </>
        ) : (
          <Button variant="outline" className="w-fit" onClick={onEditHistoryPaper}>
            <ClipboardList aria-hidden />
            {intl.formatMessage(messages.addHistoryPaper)}
          </Button>
        )}
      </div>
    </>
  );
}
