import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  email as emailSchema,
  limits,
  password as passwordSchema,
  phone as phoneSchema,
  verificationCode as codeSchema,
} from '@contract/auth';
import { apiClient, isApiError, type ApiClient } from '@lib/api';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { CodeInput } from '@ui/code-input';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { PasswordInput } from '@ui/password-input';
import { RadioGroup } from '@ui/radio-group';
import { Stepper } from '@ui/stepper';
import { useCountdown } from './countdown';
import { messages } from './messages';

export type ResetMethod = 'email' | 'whatsapp';

/** The calls the flow makes; the app's `apiClient` by default. */
export type ForgotPasswordClient = Pick<
  ApiClient,
  'sendResetCode' | 'verifyResetCode' | 'resendResetCode' | 'resetPassword'
>;

export type ForgotPasswordProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Called once the password is reset, after `redirectDelayMs`; the app opens login. */
  onDone: () => void;
  /** The method chosen at first (email by default). */
  initialMethod?: ResetMethod;
  /** Wait between the success message and `onDone` (000 §9: 3000 ms). */
  redirectDelayMs?: number;
  /** Seconds before a new code may be requested (000 §9: 60). */
  resendSeconds?: number;
  /** Where "Back to login" goes (a router path). */
  loginHref?: string;
  /** Replaces the "Back to login" link entirely, e.g. with the app's own link. */
  loginLink?: ReactNode;
  /** The API calls; injectable so stories and tests can use a client with a short time-out. */
  client?: ForgotPasswordClient;
};

type Step = 'method' | 'code' | 'password' | 'done';
const stepIndex: Record<Step, number> = { method: 0, code: 1, password: 2, done: 3 };

type FieldName = 'email' | 'phone' | 'verificationCode' | 'newPassword' | 'confirmPassword';
type FieldErrors = Partial<Record<FieldName, string>>;
/** A failed call: the text, the field it is about (if any), and a key so a repeat is re-announced. */
type Failure = { message: string; field?: string; key: number };
type Pending = 'send' | 'verify' | 'resend' | 'reset';

const contactErrors: Record<ResetMethod, Record<string, MessageDescriptor>> = {
  email: {
    REQUIRED: messages.emailRequired,
    EMAIL_INVALID: messages.emailInvalid,
    TOO_LONG: messages.tooLong,
  },
  whatsapp: { REQUIRED: messages.phoneRequired, PHONE_INVALID: messages.phoneInvalid },
};

/**
 * What a failed call shows. Connection failures use our own (translated) texts; a 4xx
 * answer carries the server's message, already in the caller's language and specific
 * (expired code, wait N seconds); anything else (5xx, no JSON) shows the step's
 * catalogue text, since "Something went wrong" says less than "Failed to send…".
 */
function describeFailure(
  intl: IntlShape,
  error: unknown,
  fallback: MessageDescriptor,
): Omit<Failure, 'key'> {
  if (isApiError(error)) {
    if (error.code === 'TIMEOUT') return { message: intl.formatMessage(messages.timeout) };
    if (error.code === 'NETWORK') return { message: intl.formatMessage(messages.network) };
    const serverSaid =
      error.status >= 400 &&
      error.status < 500 &&
      error.code !== 'HTTP_ERROR' &&
      error.code !== 'INVALID_RESPONSE' &&
      error.message.trim() !== '';
    if (serverSaid) return { message: error.message, ...(error.field && { field: error.field }) };
  }
  return { message: intl.formatMessage(fallback) };
}

const isClientError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Three-step password recovery (000 §2, §4): choose email or WhatsApp and send a code,
 * enter the code (resend after a countdown), then set a new password. On success it
 * shows a message and calls `onDone` after `redirectDelayMs`.
 */
export function ForgotPassword({
  onDone,
  initialMethod = 'email',
  redirectDelayMs = 3000,
  resendSeconds = limits.resendSeconds,
  loginHref = '/auth/login',
  loginLink,
  client = apiClient,
  className,
  ...props
}: ForgotPasswordProps) {
  const intl = useIntl();
  const baseId = `forgot-password-${useId()}`;
  const headingId = `${baseId}-heading`;
  const alertId = `${baseId}-alert`;

  const [step, setStep] = useState<Step>('method');
  const [method, setMethod] = useState<ResetMethod>(initialMethod);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  /** The normalised address or number the code went to. */
  const [contact, setContact] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [resentNotice, setResentNotice] = useState('');
  const countdown = useCountdown();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const failures = useRef(0);
  const finished = useRef(false);
  /** Focus to move once the next render is on screen (buttons are disabled while loading). */
  const focusNext = useRef<(() => void) | null>(null);

  // Layout effect: focus lands in the same frame the new step or error appears.
  useLayoutEffect(() => {
    const move = focusNext.current;
    if (!move) return;
    focusNext.current = null;
    move();
  });

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onDone();
  };
  const finishLater = useEffectEvent(finish);
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(finishLater, redirectDelayMs);
    return () => clearTimeout(timer);
  }, [step, redirectDelayMs]);

  const fieldRefs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    email: emailRef,
    phone: phoneRef,
    verificationCode: codeRef,
    newPassword: newPasswordRef,
    confirmPassword: confirmPasswordRef,
  };

  function goTo(next: Step) {
    setStep(next);
    setFailure(null);
    setErrors({});
    focusNext.current = () => headingRef.current?.focus();
  }

  function showInvalid(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    setFailure(null);
    const first = (Object.keys(fieldErrors) as FieldName[])[0];
    if (first) focusNext.current = () => fieldRefs[first].current?.focus();
  }

  function showFailure(
    error: unknown,
    fallback: MessageDescriptor,
    returnFocus: RefObject<HTMLElement | null> = submitRef,
  ) {
    const described = describeFailure(intl, error, fallback);
    failures.current += 1;
    setFailure({ ...described, key: failures.current });
    const target =
      described.field && described.field in fieldRefs
        ? fieldRefs[described.field as FieldName].current
        : null;
    focusNext.current = () => {
      // Keep focus where the person is typing; only rescue it if the disabled button dropped it.
      if (target) target.focus();
      else if (!document.activeElement || document.activeElement === document.body)
        returnFocus.current?.focus();
    };
  }

  function clearError(field: FieldName) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function handleSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const field = method === 'email' ? 'email' : 'phone';
    const parsed = method === 'email' ? emailSchema.safeParse(email) : phoneSchema.safeParse(phone);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? 'REQUIRED';
      const descriptor = contactErrors[method][issue] ?? contactErrors[method].REQUIRED!;
      showInvalid({ [field]: intl.formatMessage(descriptor) });
      return;
    }
    const value = parsed.data;
    setErrors({});
    setFailure(null);
    setPending('send');
    try {
      const result = await client.sendResetCode(
        method === 'email' ? { method, email: value } : { method, phone: value },
      );
      setResetToken(result.resetToken);
      setContact(value);
      setCode('');
      setResentNotice('');
      countdown.start(resendSeconds);
      goTo('code');
    } catch (error) {
      showFailure(error, messages.sendFailed);
    } finally {
      setPending(null);
    }
  }

  async function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      showInvalid({
        verificationCode: intl.formatMessage(messages.codeIncomplete, {
          length: limits.codeLength,
        }),
      });
      return;
    }
    setErrors({});
    setFailure(null);
    setPending('verify');
    try {
      await client.verifyResetCode({ resetToken, verificationCode: parsed.data, method });
      goTo('password');
    } catch (error) {
      showFailure(error, isClientError(error) ? messages.invalidCode : messages.verifyFailed);
    } finally {
      setPending(null);
    }
  }

  async function handleResend() {
    if (pending || countdown.secondsLeft > 0) return;
    setFailure(null);
    setResentNotice('');
    setPending('resend');
    try {
      const result = await client.resendResetCode({ resetToken, contact, method });
      setResetToken(result.resetToken);
      // The old code is void; an empty box invites the new one.
      setCode('');
      setErrors({});
      setResentNotice(intl.formatMessage(messages.codeResent, { contact }));
      countdown.start(resendSeconds);
      focusNext.current = () => codeRef.current?.focus();
    } catch (error) {
      showFailure(error, messages.resendFailed, resendRef);
    } finally {
      setPending(null);
    }
  }

  async function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const fieldErrors: FieldErrors = {};
    const parsed = passwordSchema.safeParse(newPassword);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? 'REQUIRED';
      fieldErrors.newPassword =
        newPassword === '' || issue === 'REQUIRED'
          ? intl.formatMessage(messages.passwordRequired)
          : issue === 'PASSWORD_TOO_LONG'
            ? intl.formatMessage(messages.passwordTooLong, { max: limits.passwordMax })
            : intl.formatMessage(messages.passwordTooShort, { min: limits.passwordMin });
    }
    if (confirmPassword === '')
      fieldErrors.confirmPassword = intl.formatMessage(messages.confirmRequired);
    else if (confirmPassword !== newPassword)
      fieldErrors.confirmPassword = intl.formatMessage(messages.passwordsMismatch);
    if (fieldErrors.newPassword || fieldErrors.confirmPassword) {
      showInvalid(fieldErrors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending('reset');
    try {
      await client.resetPassword({
        resetToken,
        verificationCode: code,
        newPassword,
        confirmPassword,
      });
      goTo('done');
    } catch (error) {
      showFailure(error, messages.resetFailed);
    } finally {
      setPending(null);
    }
  }

  /** Links a server error about a field to that field, without repeating its text. */
  const linkedTo = (field: FieldName) =>
    failure?.field === field ? { invalid: true, 'aria-describedby': alertId } : {};

  const steps = [
    { id: 'method', label: intl.formatMessage(messages.stepMethod) },
    { id: 'code', label: intl.formatMessage(messages.stepCode) },
    { id: 'password', label: intl.formatMessage(messages.stepPassword) },
  ];

  const heading = (text: MessageDescriptor) => (
    <h2
      ref={headingRef}
      id={headingId}
      tabIndex={-1}
      className="text-lg font-semibold text-foreground focus:outline-none"
    >
      {intl.formatMessage(text)}
    </h2>
  );

  const alert = failure ? (
    <Alert key={failure.key} id={alertId} role="alert" tone="danger">
      {failure.message}
    </Alert>
  ) : null;

  // Announced once when the countdown starts and once when it ends, never every second.
  const countdownAnnouncement =
    step === 'code' && countdown.started
      ? countdown.secondsLeft > 0
        ? [resentNotice, intl.formatMessage(messages.resendWait, { seconds: resendSeconds })]
            .filter(Boolean)
            .join(' ')
        : intl.formatMessage(messages.resendReady)
      : '';

  const codeLength = limits.codeLength;

  return (
    <div className={className} {...props}>
      <Card className="mx-auto w-full max-w-lg">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{intl.formatMessage(messages.title)}</h1>
          </CardTitle>
          <CardDescription>{intl.formatMessage(messages.intro)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Stepper
            steps={steps}
            current={stepIndex[step]}
            label={intl.formatMessage(messages.progress)}
          />
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {countdownAnnouncement}
          </p>

          {step === 'method' ? (
            <form noValidate onSubmit={handleSend} className="flex flex-col gap-5">
              {heading(messages.methodHeading)}
              <RadioGroup
                aria-labelledby={headingId}
                value={method}
                onValueChange={(value) => {
                  setMethod(value === 'whatsapp' ? 'whatsapp' : 'email');
                  setFailure(null);
                }}
                options={[
                  {
                    value: 'email',
                    label: intl.formatMessage(messages.methodEmail),
                    hint: intl.formatMessage(messages.methodEmailHint, { length: codeLength }),
                  },
                  {
                    value: 'whatsapp',
                    label: intl.formatMessage(messages.methodWhatsApp),
                    hint: intl.formatMessage(messages.methodWhatsAppHint, {
                      length: codeLength,
                    }),
                  },
                ]}
              />
              {method === 'email' ? (
                <Field
                  label={intl.formatMessage(messages.emailLabel)}
                  error={errors.email}
                  required
                >
                  <Input
                    ref={emailRef}
                    type="email"
                    name="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      clearError('email');
                    }}
                    {...linkedTo('email')}
                  />
                </Field>
              ) : (
                <Field
                  label={intl.formatMessage(messages.phoneLabel)}
                  hint={intl.formatMessage(messages.phoneHint)}
                  error={errors.phone}
                  required
                >
                  <Input
                    ref={phoneRef}
                    type="tel"
                    name="phone"
                    autoComplete="tel"
                    inputMode="tel"
                    maxLength={24}
                    value={phone}
                    onChange={(event) => {
                      setPhone(event.target.value);
                      clearError('phone');
                    }}
                    {...linkedTo('phone')}
                  />
                </Field>
              )}
              {alert}
              <Button ref={submitRef} type="submit" loading={pending === 'send'}>
                {intl.formatMessage(messages.sendCode)}
              </Button>
            </form>
          ) : null}

          {step === 'code' ? (
            <div className="flex flex-col gap-5">
              <form noValidate onSubmit={handleVerify} className="flex flex-col gap-5">
                <div className="flex flex-col gap-1">
                  {heading(messages.codeHeading)}
                  <p className="text-sm text-muted-foreground">
                    {intl.formatMessage(messages.codeSentTo, { length: codeLength, contact })}
                  </p>
                </div>
                <Field
                  label={intl.formatMessage(messages.codeLabel)}
                  error={errors.verificationCode}
                  required
                >
                  <CodeInput
                    ref={codeRef}
                    name="verificationCode"
                    length={codeLength}
                    value={code}
                    onChange={(value) => {
                      setCode(value);
                      clearError('verificationCode');
                    }}
                    {...linkedTo('verificationCode')}
                  />
                </Field>
                {/* Announced through the polite region above, with the countdown. */}
                {resentNotice ? <p className="text-sm text-foreground">{resentNotice}</p> : null}
                {alert}
                <Button ref={submitRef} type="submit" loading={pending === 'verify'}>
                  {intl.formatMessage(messages.verify)}
                </Button>
              </form>
              <div className="flex flex-col items-start gap-2">
                <Button
                  ref={resendRef}
                  variant="outline"
                  disabled={countdown.secondsLeft > 0}
                  loading={pending === 'resend'}
                  onClick={handleResend}
                >
                  {countdown.secondsLeft > 0
                    ? intl.formatMessage(messages.resendIn, { seconds: countdown.secondsLeft })
                    : intl.formatMessage(messages.resend)}
                </Button>
                <Button variant="link" className="min-h-touch" onClick={() => goTo('method')}>
                  {intl.formatMessage(messages.changeContact)}
                </Button>
              </div>
            </div>
          ) : null}

          {step === 'password' ? (
            <form noValidate onSubmit={handleReset} className="flex flex-col gap-5">
              {heading(messages.passwordHeading)}
              {/* Lets password managers file the new password under the right account. */}
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={contact}
                readOnly
                hidden
              />
              <Field
                label={intl.formatMessage(messages.newPasswordLabel)}
                error={errors.newPassword}
                required
              >
                <PasswordInput
                  ref={newPasswordRef}
                  name="newPassword"
                  autoComplete="new-password"
                  showStrength
                  value={newPassword}
                  onChange={(event) => {
                    setNewPassword(event.target.value);
                    clearError('newPassword');
                  }}
                  {...linkedTo('newPassword')}
                />
              </Field>
              <Field
                label={intl.formatMessage(messages.confirmPasswordLabel)}
                error={errors.confirmPassword}
                required
              >
                <PasswordInput
                  ref={confirmPasswordRef}
                  name="confirmPassword"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(event) => {
                    setConfirmPassword(event.target.value);
                    clearError('confirmPassword');
                  }}
                />
              </Field>
              {alert}
              <Button ref={submitRef} type="submit" loading={pending === 'reset'}>
                {intl.formatMessage(messages.resetPassword)}
              </Button>
            </form>
          ) : null}

          {step === 'done' ? (
            <div className="flex flex-col gap-4">
              {heading(messages.successHeading)}
              <p role="status" className="text-base text-foreground">
                {intl.formatMessage(messages.successMessage)}
              </p>
              <Button onClick={finish}>{intl.formatMessage(messages.goToLogin)}</Button>
            </div>
          ) : null}
        </CardContent>
        {step !== 'done' ? (
          <CardFooter>
            {loginLink ?? (
              <Button asChild variant="link" className="min-h-touch">
                <Link to={loginHref}>{intl.formatMessage(messages.backToLogin)}</Link>
              </Button>
            )}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
