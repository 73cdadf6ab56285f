import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HistoryPaper } from '@contract/appointments';
import { MAX_HISTORY_PAPER_FILES } from '@contract/patient-dashboard';
import { MAX_RECORD_FILE_BYTES } from '@contract/records';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import { toast } from '@ui/toast';
import { historyPaperFormData, useSubmitHistoryPaper } from '../../api/history-paper';
import { messages } from '../../messages';

/** What the tab hands the paper's editor (the booking wizard's, composed in app/). */
export type HistoryPaperEditorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: HistoryPaper | null;
  onSave: (paper: HistoryPaper) => void;
};

export type HistoryPaperTabProps = {
  /** The history paper form (English, Nepali, Hindi), shared with the booking wizard. */
  renderEditor: (props: HistoryPaperEditorProps) => ReactNode;
};

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];

/**
 * The history paper tab (002 §2, §3, §7): the multilingual form and attachments, sent as
 * form data to `POST /history-paper` and kept as a medical record; "History paper
 * submitted successfully." or "Failed to submit history paper: …" (002 §8).
 */
export function HistoryPaperTab({ renderEditor }: HistoryPaperTabProps) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [paper, setPaper] = useState<HistoryPaper | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const submit = useSubmitHistoryPaper();
  const reasonOf = useErrorText({ fallback: messages.unknownError });

  const send = async () => {
    if (!paper) return setOpen(true);
    try {
      await submit.trigger({ body: historyPaperFormData(paper, files) });
      toast({ title: intl.formatMessage(messages.submitted), variant: 'success' });
      setPaper(null);
      setFiles([]);
    } catch {
      // The alert below shows why; the mutation keeps the error.
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          {intl.formatMessage(paper ? messages.edit : messages.fill)}
        </Button>
        <p role="status" className="text-muted-foreground">
          {paper
            ? intl.formatMessage(messages.filled, { count: paper.symptoms.length })
            : intl.formatMessage(messages.notFilled)}
        </p>
      </div>
      <FileDrop
        label={intl.formatMessage(messages.attachments)}
        accept={ACCEPT}
        maxSize={MAX_RECORD_FILE_BYTES}
        multiple
        files={files}
        onFiles={(next) => setFiles(next.slice(0, MAX_HISTORY_PAPER_FILES))}
        disabled={submit.isMutating}
        typeError={intl.formatMessage(messages.typeError)}
        sizeError={intl.formatMessage(messages.sizeError)}
      />
      {submit.error ? (
        <Alert tone="danger" role="alert">
          {intl.formatMessage(messages.failed, { reason: reasonOf(submit.error) })}
        </Alert>
      ) : null}
      <Button className="self-start" loading={submit.isMutating} onClick={() => void send()}>
        {intl.formatMessage(messages.submit)}
      </Button>
      {renderEditor({ open, onOpenChange: setOpen, value: paper, onSave: setPaper })}
    </section>
  );
}
