import { ConfirmDialog } from '@ui/confirm-dialog';

export type DeleteConfirmProps = {
  open: boolean;
  /** Called when the dialog closes (cancelled, or done). */
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => unknown;
  /** Why the deletion failed, shown inside the dialog, which stays open. */
  error?: string;
};

/** The confirmation before deleting a provider or an ambulance, with the refusal inside it. */
export function DeleteConfirm({ open, onClose, error, ...texts }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      tone="danger"
      {...texts}
    >
      <div role="alert">{error ?? null}</div>
    </ConfirmDialog>
  );
}
