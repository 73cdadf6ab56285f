import { useState } from 'react';
import { Upload } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@ui/dialog';
import { messages } from './messages';
import { UploadForm } from './upload-form';

export type UploadPrescriptionProps = {
  /** Opens with the dialog shown (stories). */
  defaultOpen?: boolean;
};

/** Upload Prescription (002 §2): the button and its dialog; the lists refresh after. */
export function UploadPrescription({ defaultOpen = false }: UploadPrescriptionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="min-h-11">
          <Upload aria-hidden />
          {intl.formatMessage(messages.open)}
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        {/* A fresh form each time the dialog opens. */}
        {open ? <UploadForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
