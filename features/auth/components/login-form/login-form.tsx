import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { User } from '@contract/auth';
import { loginRoles } from '@contract/roles';
import { isApiError } from '@lib/api';
import { useAuthActions } from '@lib/session';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { Checkbox } from '@ui/checkbox';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { PasswordInput } from '@ui/password-input';
import { RadioGroup } from '@ui/radio-group';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type LoginRole = (typeof loginRoles)[number];
export type LoginMethod = 'email' | 'phone';

export type LoginFormProps = {
  /** The role toggle's first choice; the app maps `?role=` / `?portal=` (generalUser → patient). */
  initialRole?: LoginRole;
  /** The `?redirect=` parameter; a safe on-site path overrides the role's portal (000 §6). */
  redirect?: string | null;
  /** Called after health check, login and current user all succeeded; the app navigates. */
  onSuccess: (destination: string, user: User) => void;
  /** Where "Forgot password?" leads. */
  forgotPasswordTo?: string;
  /** Where "Create an account" leads. */
  registerTo?: string;
  className?: string;
};

type ErrorState = { kind: 'message'; key: keyof typeof messages } | { kind: 'text'; text: string };

const roleMessages = {
  patient: messages.rolePatient,
  doctor: messages.roleDoctor,
  admin: messages.roleAdmin,
} as const;

/** Failures worded by the form itself; the rest carry the server's text. */
const ownWording = ['INVALID_CREDENTIALS', 'SERVER_CONNECTION', 'TIMEOUT', 'NETWORK'] as const;

/** Maps a failed sign-in to the catalogue text of 000 §8. */
function errorFor(error: unknown): ErrorState {
  if (!isApiError(error)) return { kind: 'message', key: 'LOGIN_FAILED' };
  const worded = ownWording.find((code) => code === error.code);
  if (worded) return { kind: 'message', key: worded };
  // Lockout, rate limit, role mismatch: the server's message, already in the user's language.
  return error.message
    ? { kind: 'text', text: error.message }
    : { kind: 'message', key: 'LOGIN_FAILED' };
}

/** The login screen's form (000 §2, §3, §4): identifier, password, remember me, role. */
export function LoginForm({
  initialRole = 'patient',
  redirect,
  onSuccess,
  forgotPasswordTo = '/forgot-password',
  registerTo = '/auth/register',
  className,
}: LoginFormProps) {
  const intl = useIntl();
  const { signIn } = useAuthActions();
  const titleId = useId();
  const [method, setMethod] = useState<LoginMethod>('email');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [role, setRole] = useState<LoginRole>(initialRole);
  const [error, setError] = useState<ErrorState | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!identifier.trim() || !password) {
      setError({ kind: 'message', key: 'REQUIRED' });
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await signIn({ identifier, password, role, rememberMe }, { redirect });
      onSuccess(result.destination, result.user);
    } catch (caught) {
      // What the user typed stays; only the message changes.
      setError(errorFor(caught));
    } finally {
      setSubmitting(false);
    }
  }

  const errorText = error
    ? error.kind === 'text'
      ? error.text
      : intl.formatMessage(messages[error.key])
    : null;
  const missing = error?.kind === 'message' && error.key === 'REQUIRED';

  return (
    <Card className={cn('w-full max-w-md', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 id={titleId}>{intl.formatMessage(messages.title)}</h1>
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
          <div role="alert" aria-atomic="true">
            {errorText ? <Alert tone="danger">{errorText}</Alert> : null}
          </div>

          <Field label={intl.formatMessage(messages.role)}>
            <RadioGroup
              orientation="horizontal"
              value={role}
              onValueChange={(value) => setRole(value as LoginRole)}
              options={loginRoles.map((value) => ({
                value,
                label: intl.formatMessage(roleMessages[value]),
              }))}
            />
          </Field>

          <Field label={intl.formatMessage(messages.method)}>
            <RadioGroup
              orientation="horizontal"
              value={method}
              onValueChange={(value) => setMethod(value as LoginMethod)}
              options={[
                { value: 'email', label: intl.formatMessage(messages.methodEmail) },
                { value: 'phone', label: intl.formatMessage(messages.methodPhone) },
              ]}
            />
          </Field>

          <Field
            label={intl.formatMessage(
              method === 'email' ? messages.emailLabel : messages.phoneLabel,
            )}
            required
          >
            <Input
              name="identifier"
              type={method === 'email' ? 'email' : 'tel'}
              inputMode={method === 'email' ? 'email' : 'tel'}
              autoComplete={method === 'email' ? 'username' : 'tel'}
              value={identifier}
              invalid={missing && !identifier.trim() ? true : undefined}
              onChange={(event) => setIdentifier(event.target.value)}
            />
          </Field>

          <Field label={intl.formatMessage(messages.password)} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              invalid={missing && !password ? true : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>

          <div className="flex flex-wrap items-center justify-between gap-2">
            <Checkbox
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
              label={intl.formatMessage(messages.rememberMe)}
            />
            <Link
              to={forgotPasswordTo}
              className="inline-flex min-h-touch items-center text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {intl.formatMessage(messages.forgotPassword)}
            </Link>
          </div>

          <Button type="submit" size="lg" loading={submitting} className="w-full">
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>{intl.formatMessage(messages.noAccount)}</span>
        <Link
          to={registerTo}
          className="inline-flex min-h-touch items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {intl.formatMessage(messages.createAccount)}
        </Link>
      </CardFooter>
    </Card>
  );
}
