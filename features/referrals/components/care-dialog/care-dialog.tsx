import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';

export type CareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown between the header and the form (the transfer's warning). */
  note?: ReactNode;
  /** The form; mounted only while open, so each opening starts empty. */
  children: ReactNode;
};

/** The frame of the Refer, Transfer and Request Consultation dialogs: a tall, scrolling modal. */
export function CareDialog({
  open,
  onOpenChange,
  title,
  description,
  note,
  children,
}: CareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {note}
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
