import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { PasswordPolicy } from '@contract/auth';
import { isApiError } from '@lib/api';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { PasswordInput } from '@ui/password-input';
import { useResetPassword, type PasswordResetClient } from '../../api';
import { passwordPolicyText, usePolicySchema } from '../../policy/password-policy';
import { authSchemas } from '../../schemas';
import { messages } from './messages';

/** The contract's reset request under the password policy in force, loaded with the first check. */
const resetSchemaFor = (policy: PasswordPolicy) =>
  authSchemas().then((m) => m.resetPasswordRequestFor(policy));
import { failureWording, fieldWording, StepHeading, useStepFailure } from './step-parts';

type PasswordValues = {
  resetToken: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
};

const overrides = failureWording(messages.resetFailed);

/**
 * Step 3: the new password, twice. The form is the contract's reset request (its
 * password rules and the confirmation check), carrying the token and the checked code.
 */
export function PasswordStep({
  ids,
  headingRef,
  contact,
  resetToken,
  verificationCode,
  client,
  onReset,
}: {
  ids: { heading: string; alert: string };
  headingRef: Ref<HTMLHeadingElement>;
  /** The address or number the code went to: the account's user name. */
  contact: string;
  resetToken: string;
  verificationCode: string;
  client: PasswordResetClient;
  onReset: () => void;
}) {
  const intl = useIntl();
  const reset = useResetPassword(client);
  // The admin's password policy (issue 14), checked here as the server checks it.
  const { schema, policy } = usePolicySchema(resetSchemaFor);
  const form = useContractForm(schema, {
    defaultValues: { resetToken, verificationCode, newPassword: '', confirmPassword: '' },
  });
  const failure = useStepFailure(ids.alert, reset.error, reset.isMutating, overrides);

  const describeError = useMemo(
    () =>
      fieldWording<PasswordValues>(form, {
        newPassword: { missing: intl.formatMessage(messages.passwordRequired) },
        confirmPassword: { missing: intl.formatMessage(messages.confirmRequired) },
      }),
    [form, intl],
  );

  const onSubmit = form.submit(async (values) => {
    try {
      await reset.trigger(values);
      onReset();
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'newPassword' || field === 'confirmPassword') form.setFocus(field);
    }
  });

  return (
    <Form
      form={{ ...form, describeError }}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <StepHeading ref={headingRef} id={ids.heading} text={messages.passwordHeading} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={contact} readOnly hidden />
      <FormField<PasswordValues, 'newPassword'>
        name="newPassword"
        label={intl.formatMessage(messages.newPasswordLabel)}
        hint={passwordPolicyText(intl, policy)}
        required
        render={(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            showStrength
            {...failure.linkedTo(field.name)}
          />
        )}
      />
      <FormField<PasswordValues, 'confirmPassword'>
        name="confirmPassword"
        label={intl.formatMessage(messages.confirmPasswordLabel)}
        required
        render={(field) => (
          <PasswordInput
            {...field}
            value={field.value ?? ''}
            autoComplete="new-password"
            {...failure.linkedTo(field.name)}
          />
        )}
      />
      {failure.alert}
      <Button type="submit" loading={reset.isMutating}>
        {intl.formatMessage(messages.resetPassword)}
      </Button>
    </Form>
  );
}
