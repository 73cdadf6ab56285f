import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { messages } from './messages';
import { UploadRecordFormView } from './upload-record-form';

export type UploadRecordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The medical record upload (002 §5), in a dialog; a fresh form each time it opens. */
export function UploadRecordDialog({ open, onOpenChange }: UploadRecordDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        {open ? <UploadRecordFormView onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
