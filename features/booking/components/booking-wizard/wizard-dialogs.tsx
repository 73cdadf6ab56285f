import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HistoryPaperDialogProps } from '../history-paper-dialog';
import { messages } from './messages';

/**
 * The wizard's two dialogs, each drawn from its first opening on, so the booking page does
 * not download them with itself (ADR 0045, sixth pass): the history paper with its form
 * and zod, and the consent question with the kit's modal.
 */
const HistoryPaperDialog = lazy(() =>
  import('../history-paper-dialog').then((m) => ({ default: m.HistoryPaperDialog })),
);
const loadConfirmDialog = () => import('@ui/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** True from the first time `open` is, so a dialog that opened once can close as it opens. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The history paper (002 §3), loaded when the patient first opens it. */
export function HistoryPaperOnDemand(props: HistoryPaperDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <HistoryPaperDialog {...props} />
    </Suspense>
  ) : null;
}

export type ConsentDialogProps = {
  open: boolean;
  /** The Details step shows: the question may come at its submit, so its code loads now. */
  soon: boolean;
  doctorName: string | undefined;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 002 §5's consent to share medical records, asked before the request is sent. */
export function ConsentDialog({ open, soon, doctorName, ...handlers }: ConsentDialogProps) {
  const intl = useIntl();
  useEffect(() => {
    if (soon) void loadConfirmDialog();
  }, [soon]);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage(messages.consentTitle)}
        description={intl.formatMessage(messages.consentDescription, {
          doctor: doctorName ?? intl.formatMessage(messages.theDoctor),
        })}
        confirmLabel={intl.formatMessage(messages.consentAccept)}
        {...handlers}
      />
    </Suspense>
  ) : null;
}
