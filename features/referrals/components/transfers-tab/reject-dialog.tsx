import { useIntl } from 'react-intl';
import {
  DEFAULT_REJECTION_MESSAGE,
  TRANSFER_MESSAGE_MAX,
  updateTransferStatusRequest,
  type Transfer,
} from '@contract/transfers';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useAnswerTransfer } from '../../api/transfers';
import { messages, valued } from './messages';

export type RejectDialogProps = {
  transfer: Transfer | null;
  onOpenChange: (open: boolean) => void;
};

/** Reject an incoming transfer with a message, "Cannot accommodate" unless changed (001 §4). */
export function RejectDialog({ transfer, onOpenChange }: RejectDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={transfer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(valued.rejectTitle, { name: transfer?.patientName ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {intl.formatMessage(valued.rejectText, { doctor: transfer?.fromDoctorName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {transfer ? (
          <RejectForm key={transfer.id} transfer={transfer} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const intl = useIntl();
  const answer = useAnswerTransfer();
  const form = useContractForm(updateTransferStatusRequest, {
    mode: 'onSubmit',
    defaultValues: { status: 'rejected', message: DEFAULT_REJECTION_MESSAGE },
    errorText: { serverError: messages.answerFailed, connection: messages.answerFailed },
  });
  const onSubmit = form.submit(async (body) => {
    await answer.trigger({ params: { id: transfer.id }, body });
    toast({
      title: intl.formatMessage(valued.rejected, { name: transfer.patientName }),
      variant: 'success',
    });
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField
        name="message"
        label={intl.formatMessage(messages.rejectMessage)}
        render={(field) => <Textarea {...field} rows={3} maxLength={TRANSFER_MESSAGE_MAX} />}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={answer.isMutating}>
          {intl.formatMessage(messages.reject)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
