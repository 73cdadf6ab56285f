import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { COMMENT_MAX, commentBody } from '@contract/feed';
import { contentLanguage, type ContentLanguage } from '@contract/language';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { Textarea } from '@ui/textarea';
import { ContentLanguageField, useInterfaceLanguage } from '../content-language-field';
import { failureOverrides } from '../post-card/messages';
import { messages } from './messages';

/** The comment form's words: the feed's failures, and its own "write a comment". */
const overrides = { ...failureOverrides, COMMENT_REQUIRED: messages.required };

/** The form always says which language the comment is in (ADR 0014). */
const commentFormSchema = commentBody.extend({ language: contentLanguage });

export type NewComment = { content: string; language: ContentLanguage };

/** The member's new comment: required, at most 1000 characters, in the language they choose. */
export function CommentForm({ onSubmit }: { onSubmit: (comment: NewComment) => Promise<unknown> }) {
  const intl = useIntl();
  const form = useContractForm(commentFormSchema, {
    defaultValues: { content: '', language: useInterfaceLanguage() },
    errorText: overrides,
  });
  const lang = useWatch({ control: form.control, name: 'language' });
  const failure = form.formState.errors.root?.server?.message;

  return (
    <Form
      form={form}
      onSubmit={form.submit(async (comment) => {
        await onSubmit(comment);
        // The next comment is likely in the same language.
        form.reset({ content: '', language: comment.language });
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
            lang={lang}
            rows={3}
            maxLength={COMMENT_MAX}
            placeholder={intl.formatMessage(messages.placeholder)}
          />
        )}
      />
      <div aria-live="assertive">{failure ? <Alert tone="danger">{failure}</Alert> : null}</div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ContentLanguageField />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </Form>
  );
}
