import { useEffect, useState } from 'react';
import {
  CircleCheck,
  CircleX,
  Copy,
  Download,
  Eye,
  MoreVertical,
  Pencil,
  Printer,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { IconButton } from '@ui/icon-button';
import { toast } from '@ui/toast';
import { usePrescriptionStatus } from '../../api/doctor';
import { useDownloadPrescriptionPdf } from '../download-pdf';
import { messages } from './messages';
import { prescriptionText } from './prescription-text';

export type PrescriptionRowActionsProps = {
  prescription: PrescriptionDetail;
  onDetails: (prescription: PrescriptionDetail) => void;
  onEdit: (prescription: PrescriptionDetail) => void;
  onPrint: (prescription: PrescriptionDetail) => void;
};

type Change = 'completed' | 'cancelled';

const statusWording: ErrorOverrides = {
  connection: messages.statusFailed,
  serverError: messages.statusFailed,
  fallback: messages.statusFailed,
};

/**
 * A prescription's actions: Details at hand; Edit, Print, Copy, Download PDF, and Complete
 * or Cancel (each after a confirmation) in its menu. A cancelled one is no longer edited;
 * a completed or cancelled one changes status no more.
 */
export function PrescriptionRowActions({
  prescription: rx,
  onDetails,
  onEdit,
  onPrint,
}: PrescriptionRowActionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const statusError = useErrorText(statusWording);
  const pdfError = useErrorText();
  const { trigger: setStatus } = usePrescriptionStatus();
  const pdf = useDownloadPrescriptionPdf();
  const [confirm, setConfirm] = useState<Change | null>(null);
  const open = rx.status === 'active' || rx.status === 'expired';
  const names = { number: rx.number, patient: rx.patientName };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prescriptionText(intl, rx));
      toast({ title: t(messages.copied), variant: 'success' });
    } catch {
      toast({ title: t(messages.copyFailed), variant: 'error' });
    }
  };
  // The download tells its failure through its `error`: said once, as a toast.
  const { error: pdfFailure } = pdf;
  useEffect(() => {
    if (pdfFailure)
      toast({ title: t(messages.pdfFailed, { reason: pdfError(pdfFailure) }), variant: 'error' });
  }, [pdfFailure, pdfError, t]);
  const change = async (status: Change) => {
    try {
      await setStatus({ params: { id: rx._id }, body: { status } });
      toast({
        title: t(status === 'completed' ? messages.completed : messages.cancelled),
        variant: 'success',
      });
    } catch (failure) {
      // The dialog closes and the toast says why (a refusal cannot be fixed from the dialog).
      toast({ title: statusError(failure), variant: 'error' });
    }
  };

  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        className="min-h-touch"
        aria-label={t(messages.detailsFor, names)}
        onClick={() => onDetails(rx)}
      >
        <Eye aria-hidden="true" />
        {t(messages.details)}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t(messages.moreActions, names)} aria-busy={pdf.isMutating}>
            <MoreVertical aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {rx.status !== 'cancelled' ? (
            <DropdownMenuItem onSelect={() => onEdit(rx)}>
              <Pencil aria-hidden="true" />
              {t(messages.edit)}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => onPrint(rx)}>
            <Printer aria-hidden="true" />
            {t(messages.print)}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copy()}>
            <Copy aria-hidden="true" />
            {t(messages.copy)}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void pdf.trigger(rx._id)}>
            <Download aria-hidden="true" />
            {t(messages.downloadPdf)}
          </DropdownMenuItem>
          {open ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setConfirm('completed')}>
                <CircleCheck aria-hidden="true" />
                {t(messages.complete)}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setConfirm('cancelled')}>
                <CircleX aria-hidden="true" />
                {t(messages.cancel)}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => (next ? null : setConfirm(null))}
        title={t(confirm === 'cancelled' ? messages.cancelTitle : messages.completeTitle, names)}
        description={t(
          confirm === 'cancelled' ? messages.cancelDescription : messages.completeDescription,
          names,
        )}
        confirmLabel={t(confirm === 'cancelled' ? messages.cancel : messages.complete)}
        cancelLabel={t(messages.keep)}
        tone={confirm === 'cancelled' ? 'danger' : 'default'}
        onConfirm={() => (confirm ? change(confirm) : undefined)}
      />
    </div>
  );
}
