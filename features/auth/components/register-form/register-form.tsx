import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { email as emailSchema, phone as phoneSchema, registerRequest } from '@contract/auth';
import type { RegisterRequest } from '@contract/auth';
import { registrableRoles } from '@contract/roles';
import { isApiError } from '@lib/api';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { Checkbox } from '@ui/checkbox';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { PasswordInput } from '@ui/password-input';
import { RadioGroup } from '@ui/radio-group';
import { useRegistrationCalls } from '../../api';
import { messages } from './messages';

export type RegistrableRole = (typeof registrableRoles)[number];
type Gender = 'Male' | 'Female' | 'Other';
type Consent = 'dataDisclosure' | 'contentModeration' | 'activityRating';

export type RegisterFormProps = {
  /** The role chosen first; the app passes `?role=`. */
  initialRole?: RegistrableRole;
  /** Called once the account exists; the app goes to login carrying the role (000 §4). */
  onRegistered: (role: RegistrableRole) => void;
  /** Where "Log in" leads. */
  loginTo?: string;
  className?: string;
};

type Values = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: RegistrableRole;
  consentAgreement: Record<Consent, boolean>;
  acceptTerms: boolean;
  fullName: string;
  gender: Gender | '';
  graduation: string;
  medicalCollege: string;
};

type FieldName = Exclude<keyof Values, 'role' | 'gender'> | 'role' | 'gender';
type MessageKey = keyof typeof messages;
/** A catalogue code we have wording for, or a server text to show as is. */
type Problem = { key: MessageKey } | { text: string };

/** The order fields appear in, so the first invalid one takes focus. */
const fieldOrder: FieldName[] = [
  'role',
  'name',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'fullName',
  'gender',
  'graduation',
  'medicalCollege',
  'consentAgreement',
  'acceptTerms',
];

const consents: Consent[] = ['dataDisclosure', 'contentModeration', 'activityRating'];
const consentMessages = {
  dataDisclosure: messages.consentDataDisclosure,
  contentModeration: messages.consentContentModeration,
  activityRating: messages.consentActivityRating,
} as const;

const roleMessages = {
  patient: messages.rolePatient,
  doctor: messages.roleDoctor,
  hospital: messages.roleHospital,
  lab: messages.roleLab,
  pharmacy: messages.rolePharmacy,
  ambulance: messages.roleAmbulance,
} as const;

/** Failures that are about the connection, worded by the form. */
const connectionCodes = ['SERVER_CONNECTION', 'TIMEOUT', 'NETWORK'] as const;

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldOrder as string[]).includes(value);

const problemFor = (code: string, text?: string): Problem =>
  code in messages ? { key: code as MessageKey } : { text: text || code };

function payloadFrom(values: Values): RegisterRequest {
  const base: RegisterRequest = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
    role: values.role,
    consentAgreement: values.consentAgreement,
    acceptTerms: values.acceptTerms as true,
  };
  if (values.role !== 'doctor') return base;
  return {
    ...base,
    ...(values.fullName.trim() ? { fullName: values.fullName } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.graduation.trim() ? { graduation: values.graduation } : {}),
    ...(values.medicalCollege.trim() ? { medicalCollege: values.medicalCollege } : {}),
  };
}

/** The registration screen's form (000 §2, §3, §5). */
export function RegisterForm({
  initialRole = 'patient',
  onRegistered,
  loginTo = '/auth/login',
  className,
}: RegisterFormProps) {
  const intl = useIntl();
  const calls = useRegistrationCalls();
  const baseId = `register-${useId()}`;
  const idOf = (name: FieldName) => `${baseId}-${name}`;
  const titleId = `${baseId}-title`;
  const consentErrorId = `${baseId}-consent-error`;
  const termsErrorId = `${baseId}-terms-error`;

  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    role: initialRole,
    consentAgreement: { dataDisclosure: false, contentModeration: false, activityRating: false },
    acceptTerms: false,
    fullName: '',
    gender: '',
    graduation: '',
    medicalCollege: '',
  });
  // The latest values, for answers that arrive after the user typed on.
  const latest = useRef(values);
  latest.current = values;
  const [errors, setErrors] = useState<Partial<Record<FieldName, Problem>>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [registeredAs, setRegisteredAs] = useState<RegistrableRole | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const textOf = (problem: Problem | undefined | null) =>
    problem ? ('key' in problem ? intl.formatMessage(messages[problem.key]) : problem.text) : null;
  const errorOf = (name: FieldName) => textOf(errors[name]);

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function focusFirst(names: FieldName[]) {
    const first = fieldOrder.find((name) => names.includes(name));
    if (!first) return;
    const id = first === 'consentAgreement' ? `${idOf(first)}-${consents[0]}` : idOf(first);
    // After React has rendered the messages, so they are read with the field.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  /** 000 §5: "Email already exists" / "Phone number already exists", checked on leaving the field. */
  async function checkDuplicate(name: 'email' | 'phone') {
    const raw = latest.current[name];
    const parsed = (name === 'email' ? emailSchema : phoneSchema).safeParse(raw);
    if (!parsed.success) return;
    try {
      await calls.checkDuplicate({ [name]: parsed.data });
    } catch (error) {
      // Only a definite "taken" is shown; a failed check is left to the submit.
      if (!isApiError(error) || (error.field !== 'email' && error.field !== 'phone')) return;
      const field = error.field;
      if (latest.current[field] !== raw && field === name) return;
      setErrors((current) => ({ ...current, [field]: problemFor(error.code, error.message) }));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const parsed = registerRequest.safeParse(payloadFrom(values));
    if (!parsed.success) {
      const next: Partial<Record<FieldName, Problem>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isFieldName(name) && !next[name]) next[name] = problemFor(issue.message);
      }
      // zod skips the schema's match refinement while other fields are invalid; say it now.
      if (!next.confirmPassword && values.password !== values.confirmPassword)
        next.confirmPassword = { key: 'PASSWORDS_DO_NOT_MATCH' };
      setErrors(next);
      focusFirst(Object.keys(next) as FieldName[]);
      return;
    }
    setSubmitting(true);
    try {
      await calls.register(parsed.data);
      setRegisteredAs(values.role);
      onRegistered(values.role);
    } catch (error) {
      // Nothing the user typed is cleared; the failure is shown where it belongs.
      if (isApiError(error) && isFieldName(error.field)) {
        const field = error.field;
        setErrors((current) => ({ ...current, [field]: problemFor(error.code, error.message) }));
        focusFirst([field]);
      } else if (isApiError(error)) {
        const worded = connectionCodes.find((code) => code === error.code);
        if (worded) setFailure({ key: worded });
        else if (error.code === 'RATE_LIMITED') setFailure({ text: error.message });
        else setFailure({ key: 'REGISTRATION_FAILED' });
      } else {
        setFailure({ key: 'REGISTRATION_FAILED' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const failureText = textOf(failure);
  const consentError = errorOf('consentAgreement');
  const termsError = errorOf('acceptTerms');
  const isDoctor = values.role === 'doctor';

  const textField = (
    name: 'name' | 'email' | 'phone' | 'fullName' | 'graduation' | 'medicalCollege',
    label: string,
    props: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'email' | 'tel';
      required?: boolean;
      hint?: string;
    } = {},
  ) => (
    <Field
      label={label}
      hint={props.hint}
      error={errorOf(name)}
      required={props.required}
      controlId={idOf(name)}
    >
      <Input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        onBlur={name === 'email' || name === 'phone' ? () => void checkDuplicate(name) : undefined}
      />
    </Field>
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
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void handleSubmit(event)}
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
            {failureText ? <Alert tone="danger">{failureText}</Alert> : null}
          </div>

          <Field label={intl.formatMessage(messages.role)} controlId={idOf('role')} required>
            <RadioGroup
              orientation="horizontal"
              value={values.role}
              onValueChange={(value) => set('role', value as RegistrableRole)}
              options={registrableRoles.map((value) => ({
                value,
                label: intl.formatMessage(roleMessages[value]),
              }))}
            />
          </Field>

          {textField('name', intl.formatMessage(messages.name), {
            autoComplete: 'name',
            required: true,
          })}
          {textField('email', intl.formatMessage(messages.email), {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            required: true,
          })}
          {textField('phone', intl.formatMessage(messages.phone), {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            required: true,
            hint: intl.formatMessage(messages.phoneHint),
          })}

          <Field
            label={intl.formatMessage(messages.password)}
            error={errorOf('password')}
            required
            controlId={idOf('password')}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              showStrength
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
            />
          </Field>
          <Field
            label={intl.formatMessage(messages.confirmPassword)}
            error={errorOf('confirmPassword')}
            required
            controlId={idOf('confirmPassword')}
          >
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => set('confirmPassword', event.target.value)}
            />
          </Field>

          {isDoctor ? (
            <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
              <legend className="px-1 text-base font-semibold text-foreground">
                {intl.formatMessage(messages.doctorDetails)}
              </legend>
              {textField('fullName', intl.formatMessage(messages.fullName), {
                autoComplete: 'name',
              })}
              <Field
                label={intl.formatMessage(messages.gender)}
                error={errorOf('gender')}
                controlId={idOf('gender')}
              >
                <RadioGroup
                  orientation="horizontal"
                  value={values.gender}
                  onValueChange={(value) => set('gender', value as Gender)}
                  options={[
                    { value: 'Male', label: intl.formatMessage(messages.genderMale) },
                    { value: 'Female', label: intl.formatMessage(messages.genderFemale) },
                    { value: 'Other', label: intl.formatMessage(messages.genderOther) },
                  ]}
                />
              </Field>
              {textField('graduation', intl.formatMessage(messages.graduation))}
              {textField('medicalCollege', intl.formatMessage(messages.medicalCollege))}
            </fieldset>
          ) : null}

          <fieldset className="flex flex-col gap-1">
            <legend className="text-base font-semibold text-foreground">
              {intl.formatMessage(messages.consentHeading)}
            </legend>
            {consents.map((consent) => (
              <Checkbox
                key={consent}
                id={`${idOf('consentAgreement')}-${consent}`}
                name={consent}
                checked={values.consentAgreement[consent]}
                invalid={consentError ? true : undefined}
                aria-describedby={consentError ? consentErrorId : undefined}
                onCheckedChange={(checked) =>
                  set('consentAgreement', {
                    ...values.consentAgreement,
                    [consent]: checked === true,
                  })
                }
                label={intl.formatMessage(consentMessages[consent])}
              />
            ))}
            <div aria-live="polite">
              {consentError ? (
                <p
                  id={consentErrorId}
                  className="flex items-start gap-1.5 text-sm font-medium text-danger"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{consentError}</span>
                </p>
              ) : null}
            </div>
          </fieldset>

          <div className="flex flex-col gap-1">
            <Checkbox
              id={idOf('acceptTerms')}
              name="acceptTerms"
              checked={values.acceptTerms}
              invalid={termsError ? true : undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
              onCheckedChange={(checked) => set('acceptTerms', checked === true)}
              label={intl.formatMessage(messages.acceptTerms)}
            />
            <div aria-live="polite">
              {termsError ? (
                <p
                  id={termsErrorId}
                  className="flex items-start gap-1.5 text-sm font-medium text-danger"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{termsError}</span>
                </p>
              ) : null}
            </div>
          </div>

          <Button
            type="submit"
            size="lg"
            loading={submitting}
            disabled={registeredAs !== null}
            className="w-full"
          >
            {intl.formatMessage(messages.submit)}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>{intl.formatMessage(messages.haveAccount)}</span>
        <Link
          to={loginTo}
          className="inline-flex min-h-touch items-center font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {intl.formatMessage(messages.logIn)}
        </Link>
      </CardFooter>
    </Card>
  );
}
