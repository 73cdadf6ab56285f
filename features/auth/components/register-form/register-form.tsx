import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PasswordPolicy, RegisterRequest } from '@contract/auth';
import { registrableRoles } from '@contract/role-names';
import { isApiError } from '@lib/api';
import { type ErrorOverrides } from '@lib/errors';
import { useCodeText, useContractForm } from '@lib/forms';
import { usePublicSettings } from '@lib/settings';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { Form, FormField } from '@ui/form';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { PasswordInput } from '@ui/password-input';
import { RadioGroup } from '@ui/radio-group';
import { useCheckDuplicate, useRegister } from '../../api';
import { passwordPolicyText, usePolicySchema } from '../../policy/password-policy';
import { authSchemas } from '../../schemas';
import { EmailCodeStep } from '../email-code-step';
import { messages } from './messages';
import { ConsentFields, DoctorFields } from './register-extras';

export type RegistrableRole = (typeof registrableRoles)[number];

export type RegisterFormProps = {
  /** The role chosen first; the app passes `?role=`. */
  initialRole?: RegistrableRole;
  /** Called once the account exists; the app goes to login carrying the role (000 §4). */
  onRegistered: (role: RegistrableRole) => void;
  /** Where "Log in" leads. */
  loginTo?: string;
  className?: string;
};

const roleMessages = {
  patient: messages.rolePatient,
  doctor: messages.roleDoctor,
  hospital: messages.roleHospital,
  lab: messages.roleLab,
  pharmacy: messages.rolePharmacy,
  ambulance: messages.roleAmbulance,
} as const;

/** The contract's registerRequest under the password policy in force, loaded with the first check. */
const registerSchemaFor = (policy: PasswordPolicy) =>
  authSchemas().then((m) => m.registerRequestFor(policy));

/** The form's own wording (000 §5, §8); every other code is the catalogue's. */
const overrides: ErrorOverrides = {
  REQUIRED: messages.REQUIRED,
  VALIDATION_ERROR: messages.REGISTRATION_FAILED,
  HTTP_ERROR: messages.REGISTRATION_FAILED,
  INVALID_RESPONSE: messages.REGISTRATION_FAILED,
  serverError: messages.REGISTRATION_FAILED,
  fallback: messages.REGISTRATION_FAILED,
};

/** What is sent: a doctor's details only for a doctor, and only those filled in. */
function payloadFrom(values: RegisterRequest): RegisterRequest {
  const { fullName, gender, graduation, medicalCollege, ...base } = values;
  if (values.role !== 'doctor') return base;
  return {
    ...base,
    ...(fullName?.trim() ? { fullName } : {}),
    ...(gender ? { gender } : {}),
    ...(graduation?.trim() ? { graduation } : {}),
    ...(medicalCollege?.trim() ? { medicalCollege } : {}),
  };
}

/** The registration screen's form (000 §2, §3, §5), over the contract's registerRequest. */
export function RegisterForm({
  initialRole = 'patient',
  onRegistered,
  loginTo = '/auth/login',
  className,
}: RegisterFormProps) {
  const intl = useIntl();
  const register = useRegister();
  const checkDuplicate = useCheckDuplicate();
  const baseId = `register-${useId()}`;
  const titleId = `${baseId}-title`;
  const [registeredAs, setRegisteredAs] = useState<RegistrableRole | null>(null);
  // The new account's email while it must be verified before signing in (issue 14).
  const [verifying, setVerifying] = useState<string | null>(null);
  const { settings } = usePublicSettings();
  const { schema, policy } = usePolicySchema(registerSchemaFor);
  const form = useContractForm(schema, {
    errorText: overrides,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      role: initialRole,
      consentAgreement: { dataDisclosure: false, contentModeration: false, activityRating: false },
      acceptTerms: false as true,
    },
  });
  const failure = form.formState.errors.root?.server?.message;
  const isDoctor = form.watch('role') === 'doctor';

  /** 000 §5: "Email already exists" / "Phone number already exists", checked on leaving the field. */
  async function checkTaken(name: 'email' | 'phone') {
    const typed = form.getValues(name);
    const rules = await authSchemas();
    const parsed = (name === 'email' ? rules.email : rules.phone).safeParse(typed);
    if (!parsed.success) return;
    try {
      await checkDuplicate.trigger({ [name]: parsed.data });
    } catch (error) {
      // Only a definite "taken" of what is still typed is shown; a failed check is left to the submit.
      if (!isApiError(error) || error.field !== name || form.getValues(name) !== typed) return;
      form.setError(name, { type: 'server', message: error.code });
    }
  }

  const onSubmit = form.submit(async (values) => {
    const answer = await register.trigger(payloadFrom(values));
    setRegisteredAs(values.role);
    if (answer.emailVerificationRequired) setVerifying(values.email);
    else onRegistered(values.role);
  });

  const text = (
    name: 'name' | 'email' | 'phone',
    label: string,
    props: { type: string; autoComplete: string; inputMode?: 'email' | 'tel'; hint?: string },
  ) => (
    <FormField<RegisterRequest, typeof name>
      name={name}
      label={label}
      hint={props.hint}
      required
      render={(field) => (
        <Input
          {...field}
          type={props.type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onBlur={() => {
            field.onBlur();
            if (name !== 'name') void checkTaken(name);
          }}
        />
      )}
    />
  );

  return (
    <Card className={cn('w-full max-w-xl', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 id={titleId}>{intl.formatMessage(messages.title)}</h1>
        </CardTitle>
        <CardDescription>{intl.formatMessage(messages.description)}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings?.allowRegistration === false && !registeredAs ? (
          <RegistrationClosed />
        ) : verifying ? (
          <EmailCodeStep email={verifying} onVerified={() => onRegistered(registeredAs!)} />
        ) : (
          <Form
            form={form}
            onSubmit={(event) => void onSubmit(event)}
            aria-labelledby={titleId}
            className="flex flex-col gap-4"
          >
            <div role="status" aria-atomic="true">
              {registeredAs ? (
                <Alert tone="success">
                  {intl.formatMessage(
                    registeredAs === 'patient' ? messages.successPatient : messages.successProvider,
                  )}
                </Alert>
              ) : null}
            </div>
            <div role="alert" aria-atomic="true">
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
            </div>

            <FormField<RegisterRequest, 'role'>
              name="role"
              label={intl.formatMessage(messages.role)}
              required
              render={({ value, onChange }) => (
                <RadioGroup
                  orientation="horizontal"
                  value={value}
                  onValueChange={(next) => onChange(next as RegistrableRole)}
                  options={registrableRoles.map((role) => ({
                    value: role,
                    label: intl.formatMessage(roleMessages[role]),
                  }))}
                />
              )}
            />

            {text('name', intl.formatMessage(messages.name), {
              type: 'text',
              autoComplete: 'name',
            })}
            {text('email', intl.formatMessage(messages.email), {
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
            })}
            {text('phone', intl.formatMessage(messages.phone), {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              hint: intl.formatMessage(messages.phoneHint),
            })}

            <FormField<RegisterRequest, 'password'>
              name="password"
              label={intl.formatMessage(messages.password)}
              required
              hint={passwordPolicyText(intl, policy)}
              render={(field) => (
                <PasswordInput {...field} autoComplete="new-password" showStrength />
              )}
            />
            <FormField<RegisterRequest, 'confirmPassword'>
              name="confirmPassword"
              label={intl.formatMessage(messages.confirmPassword)}
              required
              render={(field) => <PasswordInput {...field} autoComplete="new-password" />}
            />

            {isDoctor ? <DoctorFields /> : null}
            <ConsentFields baseId={baseId} describe={form.describeError} />

            <Button
              type="submit"
              size="lg"
              loading={form.formState.isSubmitting}
              disabled={registeredAs !== null}
              className="w-full"
            >
              {intl.formatMessage(messages.submit)}
            </Button>
          </Form>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>{intl.formatMessage(messages.haveAccount)}</span>
        <Link
          to={loginTo}
          className="focus-ring inline-flex min-h-touch items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {intl.formatMessage(messages.logIn)}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** Registration switched off by an admin: the catalogue's words, loaded only then. */
function RegistrationClosed() {
  const closed = useCodeText()('REGISTRATION_CLOSED');
  return closed ? <Alert tone="warning">{closed}</Alert> : null;
}
