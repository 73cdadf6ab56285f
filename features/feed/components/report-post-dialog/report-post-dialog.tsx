import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_DETAILS_MAX, reportBody, reportReasons, type FeedPost } from '@contract/feed';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { useApiMutation } from '@lib/data';
import { useContractForm } from '@lib/forms';
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
import { Form, FormField } from '@ui/form';
import { RadioGroup } from '@ui/radio-group';
import { Textarea } from '@ui/textarea';
import { failureOverrides } from '../post-card/messages';
import { messages, reasonMessages } from './messages';

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
  // The contract's schema words its own problems (REPORT_REASON_REQUIRED, TOO_LONG).
  const form = useContractForm(reportBody, {
    defaultValues: { details: '' },
    errorText: failureOverrides,
  });
  // A second report is no failure: the earlier one stands, as the server says.
  const alreadyReported = isApiError(report.error) && report.error.code === 'ALREADY_REPORTED';
  const outcome: Outcome | null = report.data
    ? { tone: 'success', text: intl.formatMessage(messages.success) }
    : alreadyReported
      ? { tone: 'info', text: failureText(report.error) }
      : null;
  const failure = alreadyReported ? undefined : form.formState.errors.root?.server?.message;

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
    <Form
      form={form}
      onSubmit={form.submit((body) => report.trigger({ params: { id: postId }, body }))}
      className="flex flex-col gap-4"
    >
      <FormField
        name="reason"
        label={intl.formatMessage(messages.reasonLabel)}
        required
        render={({ value, onChange, ref, name }) => (
          <RadioGroup
            ref={ref}
            name={name}
            value={value ?? ''}
            onValueChange={onChange}
            options={reportReasons.map((reason) => ({
              value: reason,
              label: intl.formatMessage(reasonMessages[reason]),
            }))}
          />
        )}
      />
      <FormField
        name="details"
        label={intl.formatMessage(messages.detailsLabel)}
        hint={intl.formatMessage(messages.detailsHint)}
        render={(field) => <Textarea {...field} rows={3} maxLength={REPORT_DETAILS_MAX} />}
      />
      <div aria-live="assertive">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
