import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';

export type DialogFormFooterProps = { cancelLabel: string; saveLabel: string; saving: boolean };

/** Cancel and Save at the foot of an admin form dialog. */
export function DialogFormFooter({ cancelLabel, saveLabel, saving }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </DialogFooter>
  );
}
