import { useIntl } from 'react-intl';
import { COMMENT_MAX, commentBody } from '@contract/feed';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { Textarea } from '@ui/textarea';
import { failureOverrides } from '../post-card/messages';
import { messages } from './messages';

/** The comment form's words: the feed's failures, and its own "write a comment". */
const overrides = { ...failureOverrides, COMMENT_REQUIRED: messages.required };

/** The member's new comment: required, at most 1000 characters. */
export function CommentForm({ onSubmit }: { onSubmit: (content: string) => Promise<unknown> }) {
  const intl = useIntl();
  const form = useContractForm(commentBody, {
    defaultValues: { content: '' },
    errorText: overrides,
  });
  const failure = form.formState.errors.root?.server?.message;

  return (
    <Form
      form={form}
      onSubmit={form.submit(async ({ content }) => {
        await onSubmit(content);
        form.reset();
      })}
      className="flex flex-col gap-2"
    >
      <FormField
        name="content"
        label={intl.formatMessage(messages.fieldLabel)}
        required
        render={(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={COMMENT_MAX}
            placeholder={intl.formatMessage(messages.placeholder)}
          />
        )}
      />
      <div aria-live="assertive">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
      <Button type="submit" loading={form.formState.isSubmitting} className="self-end">
        {intl.formatMessage(messages.submit)}
      </Button>
    </Form>
  );
}
