import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Field } from '@ui/field';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useModeratePost } from '../../api/moderation';
import type { PendingAction } from './moderation-columns';
import { messages, namedMessages } from './messages';

/** The contract's limit on a moderator's note. */
const NOTE_MAX = 500;

const wording = {
  hide: {
    title: namedMessages.hideTitle,
    description: messages.hideDescription,
    confirm: messages.hide,
    done: namedMessages.hidden,
  },
  restore: {
    title: namedMessages.restoreTitle,
    description: messages.restoreDescription,
    confirm: messages.restore,
    done: namedMessages.restored,
  },
  dismiss: {
    title: namedMessages.dismissTitle,
    description: messages.dismissDescription,
    confirm: messages.dismiss,
    done: namedMessages.dismissed,
  },
} as const;

export type ModerationDialogProps = {
  pending: PendingAction | null;
  onClose: () => void;
};

/** Confirms Hide, Restore or Dismiss with an optional note; a refusal stays in the dialog. */
export function ModerationDialog({ pending, onClose }: ModerationDialogProps) {
  const intl = useIntl();
  const failureText = useErrorText();
  const moderation = useModeratePost();
  const [note, setNote] = useState('');
  const words = wording[pending?.action ?? 'hide'];
  const title = pending?.post.title ?? '';
  const error = moderation.error;
  const noteError = isApiError(error) && error.field === 'note' ? failureText(error) : undefined;

  const close = () => {
    setNote('');
    moderation.reset();
    onClose();
  };
  const onConfirm = async () => {
    if (!pending) return;
    const text = note.trim();
    await moderation.trigger({
      params: { postId: pending.post.postId },
      body: { action: pending.action, ...(text ? { note: text } : {}) },
    });
    toast({ title: intl.formatMessage(words.done, { title }), variant: 'success' });
    close();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      tone={pending?.action === 'hide' ? 'danger' : 'default'}
      title={intl.formatMessage(words.title, { title })}
      description={intl.formatMessage(words.description)}
      confirmLabel={intl.formatMessage(words.confirm)}
      onConfirm={onConfirm}
    >
      <div className="flex flex-col gap-3">
        <Field
          label={intl.formatMessage(messages.note)}
          hint={pending?.action === 'dismiss' ? undefined : intl.formatMessage(messages.noteHint)}
          error={noteError}
        >
          <Textarea
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <div role="alert" className="text-danger text-sm">
          {error && !noteError ? failureText(error) : null}
        </div>
      </div>
    </ConfirmDialog>
  );
}
