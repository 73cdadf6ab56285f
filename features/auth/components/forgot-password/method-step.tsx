import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { limits } from '@contract/auth-rules';
import { isApiError } from '@lib/api';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { useSendResetCode, type PasswordResetClient } from '../../api';
import { authSchemas, formSchemas } from '../../schemas';
import type { MethodValues } from '../../schemas/forms';
import { messages } from './messages';
import { failureWording, fieldWording, StepHeading, useStepFailure } from './step-parts';

export type ResetMethod = 'email' | 'whatsapp';

/** The contact the code went to, as the contract normalised it, and its reset token. */
export type CodeSent = { method: ResetMethod; contact: string; resetToken: string };

/** Step 1's form: the method, and the contract's rule for the address it asks for. */
const methodForm = () => formSchemas().then((m) => m.methodForm);

const overrides = failureWording(messages.sendFailed);

/** Step 1: choose email or WhatsApp and send a code there. */
export function MethodStep({
  ids,
  headingRef,
  initialMethod,
  initialContact,
  client,
  onSent,
}: {
  ids: { heading: string; alert: string };
  headingRef: Ref<HTMLHeadingElement>;
  initialMethod: ResetMethod;
  /** What was typed before, when the person comes back to change it. */
  initialContact: string;
  client: PasswordResetClient;
  onSent: (sent: CodeSent) => void;
}) {
  const intl = useIntl();
  const send = useSendResetCode(client);
  const form = useContractForm(methodForm, {
    defaultValues: {
      method: initialMethod,
      email: initialMethod === 'email' ? initialContact : '',
      phone: initialMethod === 'whatsapp' ? initialContact : '',
    },
  });
  const method = form.watch('method');
  const failure = useStepFailure(ids.alert, send.error, send.isMutating, overrides);

  const describeError = useMemo(
    () =>
      fieldWording<MethodValues>(form, {
        email: { missing: intl.formatMessage(messages.emailRequired) },
        phone: { missing: intl.formatMessage(messages.phoneRequired) },
      }),
    [form, intl],
  );

  const onSubmit = form.submit(async (values) => {
    const { sendCodeRequest } = await authSchemas();
    const body = sendCodeRequest.parse(
      values.method === 'email'
        ? { method: 'email', email: values.email }
        : { method: 'whatsapp', phone: values.phone },
    );
    try {
      const { resetToken } = await send.trigger(body);
      onSent({
        method: body.method,
        contact: 'email' in body ? body.email : body.phone,
        resetToken,
      });
    } catch (error) {
      // The failure shows in the step's alert; a field it names takes focus.
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'email' || field === 'phone') form.setFocus(field);
    }
  });

  return (
    <Form
      form={{ ...form, describeError }}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <StepHeading ref={headingRef} id={ids.heading} text={messages.methodHeading} />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={ids.heading}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value === 'whatsapp' ? 'whatsapp' : 'email');
              form.clearErrors();
              send.reset();
            }}
            options={[
              {
                value: 'email',
                label: intl.formatMessage(messages.methodEmail),
                hint: intl.formatMessage(messages.methodEmailHint, { length: limits.codeLength }),
              },
              {
                value: 'whatsapp',
                label: intl.formatMessage(messages.methodWhatsApp),
                hint: intl.formatMessage(messages.methodWhatsAppHint, {
                  length: limits.codeLength,
                }),
              },
            ]}
          />
        )}
      />
      {method === 'email' ? (
        <FormField<MethodValues, 'email'>
          key="email"
          name="email"
          label={intl.formatMessage(messages.emailLabel)}
          required
          render={(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...failure.linkedTo('email')}
            />
          )}
        />
      ) : (
        <FormField<MethodValues, 'phone'>
          key="phone"
          name="phone"
          label={intl.formatMessage(messages.phoneLabel)}
          hint={intl.formatMessage(messages.phoneHint)}
          required
          render={(field) => (
            <Input
              {...field}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={24}
              {...failure.linkedTo('phone')}
            />
          )}
        />
      )}
      {failure.alert}
      <Button type="submit" loading={send.isMutating}>
        {intl.formatMessage(messages.sendCode)}
      </Button>
    </Form>
  );
}
