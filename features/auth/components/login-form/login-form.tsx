import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Controller, type FieldError } from 'react-hook-form';
import type { LoginRequest, User } from '@contract/auth';
import { limits } from '@contract/auth-rules';
import { isApiError } from '@lib/api';
import { loginRoles } from '@contract/role-names';
import type { ErrorOverrides } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { Checkbox } from '@ui/checkbox';
import { CodeInput } from '@ui/code-input';
import { Field } from '@ui/field';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { PasswordInput } from '@ui/password-input';
import { RadioGroup } from '@ui/radio-group';
import { cn } from '@ui/lib';
import { useSignIn } from '../../api';
import { authSchema } from '../../schemas';
import { EmailCodeStep } from '../email-code-step';
import { messages } from './messages';

const loginSchema = authSchema((m) => m.loginRequest);

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

const roleMessages = {
  patient: messages.rolePatient,
  doctor: messages.roleDoctor,
  admin: messages.roleAdmin,
} as const;

/** The login screen's wording of failures (000 §8); the rest carry the server's text. */
const overrides: ErrorOverrides = {
  INVALID_CREDENTIALS: messages.INVALID_CREDENTIALS,
  fallback: messages.LOGIN_FAILED,
};

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
  const signIn = useSignIn();
  const titleId = useId();
  // How the identifier is typed: the field's label and keyboard, not part of the request.
  const [method, setMethod] = useState<LoginMethod>('email');
  // The admin's auth settings (issue 14): a code to sign in, or a new account's email to verify.
  const [twoFactor, setTwoFactor] = useState(false);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const form = useContractForm(loginSchema, {
    defaultValues: { identifier: '', password: '', role: initialRole, rememberMe: false },
    errorText: overrides,
  });
  const { errors, isSubmitting } = form.formState;

  // A missing field is only marked; the form says once that all fields are required.
  const describeError = useMemo(() => {
    const describe = form.describeError;
    return (error: FieldError) => (error.message === 'REQUIRED' ? null : describe(error));
  }, [form]);
  const missing =
    errors.identifier?.message === 'REQUIRED' || errors.password?.message === 'REQUIRED';
  const alert = missing
    ? intl.formatMessage(messages.REQUIRED)
    : (errors.root?.server?.message ?? null);

  const onSubmit = form.submit(
    async ({ identifier = '', password, role, rememberMe, twoFactorCode }) => {
      const credentials = { identifier, password, role, rememberMe, twoFactorCode };
      try {
        const result = await signIn.trigger({ credentials, redirect });
        onSuccess(result.destination, result.user);
      } catch (error) {
        // The server asks for the code it just sent: the code field opens, with its text.
        if (isApiError(error) && error.field === 'twoFactorCode') setTwoFactor(true);
        if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') setVerifying(identifier);
        throw error;
      }
    },
  );

  return (
    <Card className={cn('w-full max-w-md', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 id={titleId}>{intl.formatMessage(messages.title)}</h1>
        </CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {verifying ? (
          <EmailCodeStep
            email={verifying}
            sendOnOpen
            onVerified={() => {
              setVerifying(null);
              setVerified(true);
              form.clearErrors();
            }}
          />
        ) : (
          <Form
            form={{ ...form, describeError }}
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby={titleId}
            className="flex flex-col gap-4"
          >
            <div role="alert" aria-atomic="true">
              {alert ? (
                <Alert tone="danger">{alert}</Alert>
              ) : verified ? (
                <Alert tone="success">{intl.formatMessage(messages.emailVerified)}</Alert>
              ) : null}
            </div>

            <FormField<LoginRequest, 'role'>
              name="role"
              label={intl.formatMessage(messages.role)}
              render={({ value, onChange }) => (
                <RadioGroup
                  orientation="horizontal"
                  value={value}
                  onValueChange={(next) => onChange(next as LoginRole)}
                  options={loginRoles.map((role) => ({
                    value: role,
                    label: intl.formatMessage(roleMessages[role]),
                  }))}
                />
              )}
            />

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

            <FormField<LoginRequest, 'identifier'>
              name="identifier"
              label={intl.formatMessage(
                method === 'email' ? messages.emailLabel : messages.phoneLabel,
              )}
              required
              render={(field) => (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  type={method === 'email' ? 'email' : 'tel'}
                  inputMode={method === 'email' ? 'email' : 'tel'}
                  autoComplete={method === 'email' ? 'username' : 'tel'}
                  invalid={errors.identifier ? true : undefined}
                />
              )}
            />

            <FormField<LoginRequest, 'password'>
              name="password"
              label={intl.formatMessage(messages.password)}
              required
              render={(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="current-password"
                  invalid={errors.password ? true : undefined}
                />
              )}
            />

            {twoFactor ? (
              <FormField<LoginRequest, 'twoFactorCode'>
                name="twoFactorCode"
                label={intl.formatMessage(messages.twoFactorCode)}
                hint={intl.formatMessage(messages.twoFactorHint)}
                required
                render={(field) => (
                  <CodeInput {...field} value={field.value ?? ''} length={limits.codeLength} />
                )}
              />
            ) : null}

            <div className="flex flex-wrap items-center justify-between gap-2">
              <Controller
                control={form.control}
                name="rememberMe"
                render={({ field: { value, onChange, name } }) => (
                  <Checkbox
                    name={name}
                    checked={value ?? false}
                    onCheckedChange={(checked) => onChange(checked === true)}
                    label={intl.formatMessage(messages.rememberMe)}
                  />
                )}
              />
              <Link
                to={forgotPasswordTo}
                className="focus-ring inline-flex min-h-touch items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {intl.formatMessage(messages.forgotPassword)}
              </Link>
            </div>

            <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
              {intl.formatMessage(messages.submit)}
            </Button>
          </Form>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>{intl.formatMessage(messages.noAccount)}</span>
        <Link
          to={registerTo}
          className="focus-ring inline-flex min-h-touch items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {intl.formatMessage(messages.createAccount)}
        </Link>
      </CardFooter>
    </Card>
  );
}
