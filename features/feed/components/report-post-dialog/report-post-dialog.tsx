import { useState, type ComponentProps, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { reportReasons, type FeedPost } from '@contract/feed';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { useApiMutation } from '@lib/data';
import { Alert } from '@ui/alert';
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
import { Field } from '@ui/field';
import { RadioGroup } from '@ui/radio-group';
import { Textarea } from '@ui/textarea';
import { failureOverrides } from '../post-card/messages';
import { messages, reasonMessages } from './messages';

/** At most this many characters of details (contract reportBody). */
const DETAILS_MAX = 500;

type Reason = (typeof reportReasons)[number];

export type ReportPostDialogProps = {
  post: Pick<FeedPost, '_id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (the menu that opened it is gone by then). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
};

/**
 * Reports a misleading or abusive post for the moderators (000 §2 consent: such posts
 * may be removed on report). A reason is required, details optional; once is enough,
 * and a second report says so in the server's words.
 */
export function ReportPostDialog({
  post,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ReportPostDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(messages.description, { title: post.title })}
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so every opening starts with an empty form. */}
        <ReportForm postId={post._id} />
      </DialogContent>
    </Dialog>
  );
}

type Outcome = { tone: 'success' | 'info'; text: string };

function ReportForm({ postId }: { postId: string }) {
  const intl = useIntl();
  const failureText = useErrorText(failureOverrides);
  const report = useApiMutation('reportPost');
  const [reason, setReason] = useState<Reason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A second report is no failure: the earlier one stands, as the server says.
  const alreadyReported = isApiError(report.error) && report.error.code === 'ALREADY_REPORTED';
  const outcome: Outcome | null = report.data
    ? { tone: 'success', text: intl.formatMessage(messages.success) }
    : alreadyReported
      ? { tone: 'info', text: failureText(report.error) }
      : null;
  const failure = report.error && !alreadyReported ? failureText(report.error) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isMutating) return;
    report.reset();
    if (!reason) {
      setReasonError(intl.formatMessage(messages.reasonRequired));
      return;
    }
    // Told on the form from `report.error`.
    await report
      .trigger({ params: { id: postId }, body: { reason, details: details.trim() } })
      .catch(() => undefined);
  }

  if (outcome) {
    return (
      <>
        <div role="status">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{intl.formatMessage(messages.done)}</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={intl.formatMessage(messages.reasonLabel)} error={reasonError} required>
        <RadioGroup
          value={reason}
          onValueChange={(value) => {
            setReason(value as Reason);
            setReasonError(null);
          }}
          options={reportReasons.map((value) => ({
            value,
            label: intl.formatMessage(reasonMessages[value]),
          }))}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.detailsLabel)}
        hint={intl.formatMessage(messages.detailsHint)}
      >
        <Textarea
          value={details}
          rows={3}
          maxLength={DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
        />
      </Field>
      <div aria-live="assertive">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={report.isMutating}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </form>
  );
}
