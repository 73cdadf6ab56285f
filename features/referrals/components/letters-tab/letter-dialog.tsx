import { useIntl } from 'react-intl';
import { letterRequest, type Letter, type LetterRequest, type LetterType } from '@contract/letters';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { Form, FormRootError } from '@ui/form';
import { toast } from '@ui/toast';
import { useCreateLetter, useUpdateLetter } from '../../api/letters';
import { LetterFieldset } from './letter-fieldset';
import { messages, valued, typeMessages } from './messages';

export type LetterDialogProps = {
  /** What to write: a new letter of a template's type, or a draft to edit. */
  writing: { type: LetterType; draft?: undefined } | { draft: Letter; type?: undefined } | null;
  onClose: () => void;
};

/** The letter form (001 §2.9, §3 letter): Save as Draft or Send Letter. */
export function LetterDialog({ writing, onClose }: LetterDialogProps) {
  const intl = useIntl();
  const type = writing?.draft?.type ?? writing?.type ?? 'referral';
  return (
    <Dialog open={writing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {writing?.draft
              ? intl.formatMessage(messages.editTitle)
              : intl.formatMessage(valued.newTitle, {
                  type: intl.formatMessage(typeMessages[type]),
                })}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.formText)}</DialogDescription>
        </DialogHeader>
        {writing && (
          <LetterForm
            key={writing.draft?._id ?? type}
            type={type}
            draft={writing.draft}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LetterForm({
  type,
  draft,
  onDone,
}: {
  type: LetterType;
  draft: Letter | undefined;
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateLetter();
  const update = useUpdateLetter();
  const form = useContractForm(letterRequest, {
    defaultValues: {
      type,
      patientId: draft?.patient._id ?? '',
      recipientType: draft?.recipientType ?? (type === 'discharge' ? 'patient' : 'doctor'),
      recipientId: draft && draft.recipientType !== 'patient' ? draft.recipient._id : '',
      subject: draft?.subject ?? '',
      content: draft?.content ?? '',
      urgency: draft?.urgency ?? 'normal',
      send: false,
    } satisfies LetterRequest,
  });
  const save = form.submit(async (body) => {
    if (draft) await update.trigger({ params: { id: draft._id }, body });
    else await create.trigger({ body });
    toast({
      title: intl.formatMessage(body.send ? messages.sent : messages.saved),
      variant: 'success',
    });
    onDone();
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6">
      <LetterFieldset
        fillTemplate={!draft}
        recipient={
          draft && draft.recipientType !== 'patient'
            ? { id: draft.recipient._id, name: draft.recipient.name, type: draft.recipientType }
            : null
        }
      />
      <FormRootError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <SubmitButtons
          busy={busy}
          onCancel={onDone}
          onDraft={() => form.setValue('send', false)}
          onSend={() => form.setValue('send', true)}
        />
      </div>
    </Form>
  );
}

function SubmitButtons({
  busy,
  onCancel,
  onDraft,
  onSend,
}: {
  busy: boolean;
  onCancel: () => void;
  onDraft: () => void;
  onSend: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Button type="submit" variant="outline" disabled={busy} onClick={onDraft}>
        {intl.formatMessage(messages.saveDraft)}
      </Button>
      <Button type="submit" disabled={busy} onClick={onSend}>
        {intl.formatMessage(messages.sendNow)}
      </Button>
    </>
  );
}
