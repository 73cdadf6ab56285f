import { useIntl } from 'react-intl';
import {
  CONSULTATION_NOTES_MAX,
  endConsultationRequest,
  type Consultation,
} from '@contract/consultations';
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
import { useEndConsultation } from '../../api/consultations';
import { messages, valued } from './messages';

const failed = { serverError: messages.failed, connection: messages.failed };

/** Ending an in-progress consultation saves its notes (001 §4; they may be empty). */
export function EndDialog({
  consultation,
  onOpenChange,
}: {
  consultation: Consultation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const other = consultation
    ? consultation.direction === 'outgoing'
      ? consultation.consultant
      : consultation.requester
    : null;
  return (
    <Dialog open={consultation !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.endTitle)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(valued.endText, { name: other?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {consultation ? (
          <EndForm key={consultation.id} id={consultation.id} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EndForm({ id, onDone }: { id: string; onDone: () => void }) {
  const intl = useIntl();
  const end = useEndConsultation();
  const form = useContractForm(endConsultationRequest, {
    mode: 'onSubmit',
    defaultValues: { notes: '' },
    errorText: failed,
  });
  const onSubmit = form.submit(async (body) => {
    await end.trigger({ params: { id }, body });
    toast({ title: intl.formatMessage(messages.ended), variant: 'success' });
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} rows={4} maxLength={CONSULTATION_NOTES_MAX} />}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.close)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting || end.isMutating}>
          {intl.formatMessage(messages.endSubmit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
