import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { useIntl } from 'react-intl';
import { contactMessage, type ContactMessage } from '@contract/entities';
import { isApiError } from '@lib/api';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/card';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { Textarea } from '@ui/textarea';
import { useContactCalls } from '../../api';
import { messages } from './messages';

export type ContactFormProps = {
  /** Called with the stored message's id once the server has it. */
  onSent?: (id: string) => void;
  className?: string;
};

type FieldName = keyof ContactMessage;
type MessageKey = keyof typeof messages;
/** Our own wording for a code, or a server text (already in the user's language). */
type Problem = { key: MessageKey } | { text: string };
/** Why a send failed, when we can say more than the catalogue's general text. */
type FailureReason = 'RATE_LIMITED' | 'TIMEOUT' | 'NETWORK';
type Failure = { reason?: FailureReason; detail?: string };
type Status = 'idle' | 'submitting' | 'success' | 'error';

/** The order fields appear in, so the first invalid one takes focus. */
const fieldOrder: FieldName[] = ['name', 'email', 'subject', 'message'];
const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };
const requiredKeys = {
  name: 'nameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
} as const satisfies Record<FieldName, MessageKey>;

// The contract's limits, so the form and the server cannot disagree.
const maxLength = {
  name: contactMessage.shape.name.maxLength ?? undefined,
  subject: contactMessage.shape.subject.maxLength ?? undefined,
  message: contactMessage.shape.message.maxLength ?? undefined,
};

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldOrder as string[]).includes(value);

/** A field's problem from a contract error code (REQUIRED, EMAIL_INVALID, TOO_LONG). */
function problemFor(field: FieldName, code: string, text?: string): Problem {
  if (code === 'REQUIRED') return { key: requiredKeys[field] };
  if (code === 'EMAIL_INVALID' || code === 'TOO_LONG') return { key: code };
  return text ? { text } : { key: 'invalid' };
}

function failureFor(error: unknown): Failure {
  if (!isApiError(error)) return {};
  if (error.status === 429 || error.code === 'RATE_LIMITED') return { reason: 'RATE_LIMITED' };
  if (error.code === 'TIMEOUT') return { reason: 'TIMEOUT' };
  if (error.code === 'NETWORK') return { reason: 'NETWORK' };
  // A refused input that names no field of ours: the server's own words say what.
  if (error.status === 400 && error.message) return { detail: error.message };
  return {};
}

/**
 * The contact form (000 §2, §3, §5): name, email, subject and message, all required, the
 * email checked for format. It stores the message on the server (POST /api/contact) and
 * says so with the catalogue's texts (000 §8); nothing typed is lost on a failure.
 */
export function ContactForm({ onSent, className }: ContactFormProps) {
  const intl = useIntl();
  const calls = useContactCalls();
  const baseId = `contact-${useId()}`;
  const idOf = (name: FieldName) => `${baseId}-${name}`;
  const titleId = `${baseId}-title`;

  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, Problem>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<Failure>({});
  const submitting = status === 'submitting';

  const textOf = (problem: Problem | undefined) =>
    problem ? ('key' in problem ? intl.formatMessage(messages[problem.key]) : problem.text) : null;

  function set(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    // A new message is being written: the last outcome no longer describes it.
    if (status === 'success' || status === 'error') setStatus('idle');
  }

  function focusFirst(names: FieldName[]) {
    const first = fieldOrder.find((name) => names.includes(name));
    // After React has rendered the messages, so they are read with the field.
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = contactMessage.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, Problem>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isFieldName(name) && !next[name]) next[name] = problemFor(name, issue.message);
      }
      setErrors(next);
      setStatus('idle');
      focusFirst(Object.keys(next) as FieldName[]);
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const { id } = await calls.sendContact(parsed.data);
      setValues(empty);
      setStatus('success');
      onSent?.(id);
    } catch (error) {
      // What the user typed stays; the failure is shown where it belongs.
      if (isApiError(error) && isFieldName(error.field)) {
        const field = error.field;
        setErrors({ [field]: problemFor(field, error.code, error.message) });
        setStatus('idle');
        focusFirst([field]);
      } else {
        setFailure(failureFor(error));
        setStatus('error');
      }
    }
  }

  const field = (name: FieldName, label: string, control: 'input' | 'textarea') => (
    <Field
      label={label}
      hint={name === 'message' ? intl.formatMessage(messages.messageHint) : undefined}
      error={textOf(errors[name])}
      required
      controlId={idOf(name)}
    >
      {control === 'textarea' ? (
        <Textarea
          name={name}
          rows={6}
          maxLength={maxLength.message}
          readOnly={submitting}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      ) : (
        <Input
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          inputMode={name === 'email' ? 'email' : undefined}
          autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
          maxLength={name === 'email' ? undefined : maxLength[name as 'name' | 'subject']}
          readOnly={submitting}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </Field>
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
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-4"
        >
          {/* Both regions stay mounted so what appears in them is announced. */}
          <div role="status" aria-atomic="true">
            {status === 'success' ? (
              <Alert tone="success">{intl.formatMessage(messages.success)}</Alert>
            ) : null}
          </div>
          <div role="alert" aria-atomic="true">
            {status === 'error' ? (
              <Alert tone="danger">
                <p>{intl.formatMessage(messages.failure)}</p>
                {failure.reason ? (
                  <p className="mt-1 font-normal text-foreground">
                    {intl.formatMessage(messages[failure.reason])}
                  </p>
                ) : failure.detail ? (
                  <p className="mt-1 font-normal text-foreground">{failure.detail}</p>
                ) : null}
              </Alert>
            ) : null}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', intl.formatMessage(messages.name), 'input')}
            {field('email', intl.formatMessage(messages.email), 'input')}
          </div>
          {field('subject', intl.formatMessage(messages.subject), 'input')}
          {field('message', intl.formatMessage(messages.message), 'textarea')}

          <Button
            type="submit"
            size="lg"
            loading={submitting}
            className="w-full sm:w-auto sm:self-start"
          >
            <Send aria-hidden />
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
