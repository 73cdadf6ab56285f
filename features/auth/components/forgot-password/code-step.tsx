import { useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { limits } from '@contract/auth-rules';
import { isApiError } from '@lib/api';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { CodeInput } from '@ui/code-input';
import { Form, FormField } from '@ui/form';
import { useResendResetCode, useVerifyResetCode, type PasswordResetClient } from '../../api';
import { formSchemas } from '../../schemas';
import { messages } from './messages';
import type { CodeSent } from './method-step';
import { failureWording, fieldWording, StepHeading, useStepFailure } from './step-parts';

/** Step 2's form: the contract's rule for the code. */
const codeForm = () => formSchemas().then((m) => m.codeForm);
type CodeValues = { verificationCode: string };

const verifyWording = failureWording(messages.verifyFailed, messages.invalidCode);
const resendWording = failureWording(messages.resendFailed);

/** Step 2: enter the code that was sent (or ask for another once the countdown ends). */
export function CodeStep({
  ids,
  headingRef,
  sent,
  client,
  secondsLeft,
  onVerified,
  onResent,
  onChangeContact,
}: {
  ids: { heading: string; alert: string };
  headingRef: Ref<HTMLHeadingElement>;
  sent: CodeSent & { resent?: boolean };
  client: PasswordResetClient;
  /** Seconds before another code may be asked for. */
  secondsLeft: number;
  onVerified: (code: string) => void;
  /** Another code went out, under a new token. */
  onResent: (resetToken: string) => void;
  onChangeContact: () => void;
}) {
  const intl = useIntl();
  const verify = useVerifyResetCode(client);
  const resend = useResendResetCode(client);
  const form = useContractForm(codeForm, { defaultValues: { verificationCode: '' } });
  // The failure of the last call made, verify's or resend's.
  const verifyFailure = useStepFailure(ids.alert, verify.error, verify.isMutating, verifyWording);
  const resendFailure = useStepFailure(ids.alert, resend.error, resend.isMutating, resendWording);
  const failure = verifyFailure.alert ? verifyFailure : resendFailure;

  // After a new code went out, once the resend button has settled, the box takes focus.
  const focusCode = useRef(false);
  useLayoutEffect(() => {
    if (!focusCode.current) return;
    focusCode.current = false;
    form.setFocus('verificationCode');
  });

  const describeError = useMemo(
    () =>
      fieldWording<CodeValues>(form, {
        verificationCode: {
          any: intl.formatMessage(messages.codeIncomplete, { length: limits.codeLength }),
        },
      }),
    [form, intl],
  );

  const onSubmit = form.submit(async ({ verificationCode }) => {
    resend.reset();
    const { resetToken, method } = sent;
    try {
      await verify.trigger({ resetToken, verificationCode, method });
      onVerified(verificationCode);
    } catch (error) {
      if (isApiError(error) && error.field === 'verificationCode')
        form.setFocus('verificationCode');
    }
  });

  async function handleResend() {
    verify.reset();
    const { resetToken, contact, method } = sent;
    try {
      const next = await resend.trigger({ resetToken, contact, method });
      // The old code is void; an empty box invites the new one.
      form.reset({ verificationCode: '' });
      focusCode.current = true;
      onResent(next.resetToken);
    } catch {
      // Shown in the step's alert; focus stays on the resend button.
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Form
        form={{ ...form, describeError }}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1">
          <StepHeading ref={headingRef} id={ids.heading} text={messages.codeHeading} />
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.codeSentTo, {
              length: limits.codeLength,
              contact: sent.contact,
            })}
          </p>
        </div>
        <FormField<CodeValues, 'verificationCode'>
          name="verificationCode"
          label={intl.formatMessage(messages.codeLabel)}
          required
          render={(field) => (
            <CodeInput {...field} length={limits.codeLength} {...failure.linkedTo(field.name)} />
          )}
        />
        {/* Announced through the polite region of the flow, with the countdown. */}
        {sent.resent ? (
          <p className="text-sm text-foreground">
            {intl.formatMessage(messages.codeResent, { contact: sent.contact })}
          </p>
        ) : null}
        {failure.alert}
        <Button type="submit" loading={verify.isMutating}>
          {intl.formatMessage(messages.verify)}
        </Button>
      </Form>
      <div className="flex flex-col items-start gap-2">
        <Button
          variant="outline"
          disabled={secondsLeft > 0}
          loading={resend.isMutating}
          onClick={() => void handleResend()}
        >
          {secondsLeft > 0
            ? intl.formatMessage(messages.resendIn, { seconds: secondsLeft })
            : intl.formatMessage(messages.resend)}
        </Button>
        <Button variant="link" className="min-h-touch" onClick={onChangeContact}>
          {intl.formatMessage(messages.changeContact)}
        </Button>
      </div>
    </div>
  );
}
