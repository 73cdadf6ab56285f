import { Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { useApiQuery } from '@lib/data';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { messages } from './messages';
import { PrescriptionSheet } from './prescription-sheet';

export type PrescriptionPrintProps = {
  /** The prescription to print; the dialog is open while it is set. */
  prescription: PrescriptionDetail | undefined;
  onClose: () => void;
};

/**
 * While printing, only the sheet is on paper: the app's chrome (sidebar, header, the
 * dialog's own buttons and backdrop) is hidden, and the sheet fills the page.
 */
const printStyle = `@media print {
  body * { visibility: hidden !important; }
  [data-print-sheet], [data-print-sheet] * { visibility: visible !important; }
  [data-print-sheet] { position: fixed; inset: 0; padding: 12mm; background: white; color: black; }
  @page { size: A4; margin: 0; }
}`;

/**
 * Print (001 §2.4): the prescription as it prints, in a dialog, and a Print button that
 * opens the browser's print over a stylesheet that leaves out everything but the page.
 * The doctor's NMC number and credentials come from their public profile.
 */
export function PrescriptionPrint({ prescription, onClose }: PrescriptionPrintProps) {
  const intl = useIntl();
  const { data } = useApiQuery(
    'doctor',
    prescription ? { params: { id: prescription.doctor._id } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const doctor = data?.doctor;
  const credentials = doctor
    ? [doctor.specialty, doctor.qualification].filter(Boolean).join(', ')
    : undefined;
  return (
    <Dialog open={prescription !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="lg" className="min-w-0">
        <style>{printStyle}</style>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.description)}</DialogDescription>
        </DialogHeader>
        {prescription ? (
          <PrescriptionSheet
            prescription={prescription}
            nmcNumber={doctor?.nmcNumber}
            credentials={credentials}
            className="rounded-md border border-border"
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {intl.formatMessage(messages.print)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
