import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { limits } from '@contract/auth-rules';
import { useApiMutation } from '@lib/data';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { CodeInput } from '@ui/code-input';
import { Form, FormField } from '@ui/form';
import { authSchema } from '../../schemas';
import { messages } from './messages';

const verifyEmailSchema = authSchema((m) => m.verifyEmailRequest);

type CodeValues = { email: string; verificationCode: string };

const overrides: ErrorOverrides = { serverError: messages.failed, fallback: messages.failed };

export type EmailCodeStepProps = {
  /** The new account's email, where the code goes. */
  email: string;
  /** Ask for a code on opening (signing in); a registration has just sent one. */
  sendOnOpen?: boolean;
  onVerified: () => void;
};

/**
 * A new account proves its email before its first sign-in when the admin requires it
 * (issue 14): the code sent through the outbox, a way to ask for another.
 */
export function EmailCodeStep({ email, sendOnOpen = false, onVerified }: EmailCodeStepProps) {
  const intl = useIntl();
  const headingId = useId();
  const send = useApiMutation('sendEmailCode');
  const verify = useApiMutation('verifyEmail');
  const errorText = useErrorText(overrides);
  const [resent, setResent] = useState(false);
  // The opening send's failure (a code already fresh) is not this person's to fix.
  const [asked, setAsked] = useState(false);
  const form = useContractForm(verifyEmailSchema, {
    defaultValues: { email, verificationCode: '' },
    errorText: overrides,
  });
  const failure = form.formState.errors.root?.server?.message;

  const sent = useRef(false);
  const { trigger } = send;
  useEffect(() => {
    if (!sendOnOpen || sent.current) return;
    sent.current = true;
    // A code still fresh from a moment ago is fine: the wait is shown if asked again.
    trigger({ body: { email } }).catch(() => undefined);
  }, [sendOnOpen, email, trigger]);

  const onSubmit = form.submit(async (values) => {
    await verify.trigger({ body: values });
    onVerified();
  });

  async function resend() {
    setResent(false);
    setAsked(true);
    try {
      await send.trigger({ body: { email } });
      form.reset({ email, verificationCode: '' });
      setResent(true);
    } catch {
      // Shown below the button.
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.sentTo, { length: limits.codeLength, email })}
        </p>
      </div>
      <Form form={form} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <div role="alert" aria-atomic="true">
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
        </div>
        <FormField<CodeValues, 'verificationCode'>
          name="verificationCode"
          label={intl.formatMessage(messages.codeLabel)}
          required
          render={(field) => <CodeInput {...field} length={limits.codeLength} />}
        />
        <Button type="submit" loading={verify.isMutating}>
          {intl.formatMessage(messages.verify)}
        </Button>
      </Form>
      <div role="status" aria-atomic="true" className="flex flex-col items-start gap-2">
        <Button variant="outline" loading={send.isMutating} onClick={() => void resend()}>
          {intl.formatMessage(messages.resend)}
        </Button>
        {resent ? (
          <p className="text-sm">{intl.formatMessage(messages.resent, { email })}</p>
        ) : null}
        {asked && send.error && !send.isMutating ? (
          <Alert tone="danger">{errorText(send.error)}</Alert>
        ) : null}
      </div>
    </section>
  );
}
