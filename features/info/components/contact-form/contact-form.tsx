import { useId, useMemo } from 'react';
import { Send } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { contactMessage, type ContactMessage } from '@contract/entities';
import type { ErrorOverrides } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/card';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { phoneTag } from '@ui/link';
import { Textarea } from '@ui/textarea';
import { useSendContact } from '../../api';
import { supportContact } from '../../support-contact';
import { messages } from './messages';

export type ContactFormProps = {
  /** Called with the stored message's id once the server has it. */
  onSent?: (id: string) => void;
  className?: string;
};

type FieldName = keyof ContactMessage;

const fieldOrder: FieldName[] = ['name', 'email', 'subject', 'message'];
const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** Each field says in its own words that it is missing (000 §8, Contact row). */
const requiredText = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  subject: messages.subjectRequired,
  message: messages.messageRequired,
} as const;

/**
 * The contact form's wording of codes and failures. A failure is shown under the
 * headline only when it says more than the headline does (000 §8 generic rows).
 */
const overrides: ErrorOverrides = {
  RATE_LIMITED: messages.RATE_LIMITED,
  NETWORK: messages.NETWORK,
  SERVER_CONNECTION: messages.failure,
  serverError: messages.failure,
  fallback: messages.failure,
};

// The contract's limits, so the form and the server cannot disagree.
const maxLength = {
  name: contactMessage.shape.name.maxLength ?? undefined,
  subject: contactMessage.shape.subject.maxLength ?? undefined,
  message: contactMessage.shape.message.maxLength ?? undefined,
};

/**
 * The contact form (000 §2, §3, §5): name, email, subject and message, all required, the
 * email checked for format. It stores the message on the server (POST /api/contact) and
 * says so with the catalogue's texts (000 §8); nothing typed is lost on a failure.
 */
export function ContactForm({ onSent, className }: ContactFormProps) {
  const intl = useIntl();
  const send = useSendContact();
  const titleId = `contact-${useId()}-title`;
  const form = useContractForm(contactMessage, { defaultValues: empty, errorText: overrides });
  const { errors, isSubmitting } = form.formState;
  const sent = send.data !== undefined && !send.error;

  // A missing field is worded by the field; a field the server refused, in the server's
  // words (already in the reader's language); every other code by the form.
  const serverText = send.error?.message;
  const describeError = useMemo(() => {
    const describe = form.describeError;
    return (error: FieldError) => {
      const name = fieldOrder.find((field) => form.getFieldState(field).error === error);
      if (name && error.message === 'REQUIRED') return intl.formatMessage(requiredText[name]);
      return error.type === 'server' && serverText ? serverText : describe(error);
    };
  }, [form, intl, serverText]);

  const onSubmit = form.submit(async (values) => {
    const { id } = await send.trigger({ body: values });
    form.reset(empty);
    onSent?.(id);
  });

  const failure = errors.root?.server?.message;
  const headline = intl.formatMessage(messages.failure);
  // A new message is being written: the last outcome no longer describes it.
  const clearOutcome = () => {
    if (failure) form.clearErrors('root');
    if (sent) send.reset();
  };

  const input = (name: Exclude<FieldName, 'message'>, label: string) => (
    <FormField<ContactMessage, typeof name>
      name={name}
      label={label}
      required
      render={(field) => (
        <Input
          {...field}
          onChange={(event) => {
            field.onChange(event);
            clearOutcome();
          }}
          type={name === 'email' ? 'email' : 'text'}
          inputMode={name === 'email' ? 'email' : undefined}
          autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
          maxLength={name === 'email' ? undefined : maxLength[name]}
          readOnly={isSubmitting}
        />
      )}
    />
  );

  return (
    <Card className={cn('w-full', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        </CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={{ ...form, describeError }}
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby={titleId}
          className="flex flex-col gap-4"
        >
          {/* Both regions stay mounted so what appears in them is announced. */}
          <div role="status" aria-atomic="true">
            {sent ? <Alert tone="success">{intl.formatMessage(messages.success)}</Alert> : null}
          </div>
          <div role="alert" aria-atomic="true">
            {failure ? (
              <Alert tone="danger">
                <p>{headline}</p>
                {failure !== headline ? (
                  <p className="mt-1 font-normal text-foreground">{failure}</p>
                ) : null}
              </Alert>
            ) : null}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            {input('name', intl.formatMessage(messages.name))}
            {input('email', intl.formatMessage(messages.email))}
          </div>
          {input('subject', intl.formatMessage(messages.subject))}
          <FormField<ContactMessage, 'message'>
            name="message"
            label={intl.formatMessage(messages.message)}
            hint={intl.formatMessage(messages.messageHint, {
              ambulance: supportContact.ambulance,
              tel: phoneTag(),
            })}
            required
            render={(field) => (
              <Textarea
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  clearOutcome();
                }}
                rows={6}
                maxLength={maxLength.message}
                readOnly={isSubmitting}
              />
            )}
          />

          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            className="w-full sm:w-auto sm:self-start"
          >
            <Send aria-hidden />
            {intl.formatMessage(messages.submit)}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
