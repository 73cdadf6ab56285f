import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { limits } from '@contract/auth-rules';
import { useApiClient } from '@lib/session';
import { Button } from '@ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@ui/card';
import { Stepper } from '@ui/stepper';
import type { PasswordResetClient } from '../../api';
import { CodeStep } from './code-step';
import { useCountdown } from './countdown';
import { messages } from './messages';
import { MethodStep, type CodeSent, type ResetMethod } from './method-step';
import { PasswordStep } from './password-step';
import { StepHeading } from './step-parts';

export type { ResetMethod } from './method-step';

/** The calls the flow makes; the session's client by default. */
export type ForgotPasswordClient = PasswordResetClient;

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

/**
 * Three-step password recovery (000 §2, §4): choose email or WhatsApp and send a code,
 * enter the code (resend after a countdown), then set a new password. On success it
 * shows a message and calls `onDone` after `redirectDelayMs`. Each step is its own form
 * (method-step, code-step, password-step); this file moves between them.
 */
export function ForgotPassword({
  onDone,
  initialMethod = 'email',
  redirectDelayMs = 3000,
  resendSeconds = limits.resendSeconds,
  loginHref = '/auth/login',
  loginLink,
  client,
  className,
  ...props
}: ForgotPasswordProps) {
  const intl = useIntl();
  const sessionClient = useApiClient();
  const calls = client ?? sessionClient;
  const baseId = `forgot-password-${useId()}`;
  const ids = { heading: `${baseId}-heading`, alert: `${baseId}-alert` };

  const [step, setStep] = useState<Step>('method');
  /** Where the code went, under which token, and whether it was sent again. */
  const [sent, setSent] = useState<(CodeSent & { resent?: boolean }) | null>(null);
  const [code, setCode] = useState('');
  const countdown = useCountdown();

  // Each new step's heading takes focus in the frame it appears, so the move is announced.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef<Step>(step);
  useLayoutEffect(() => {
    if (focused.current === step) return;
    focused.current = step;
    headingRef.current?.focus();
  }, [step]);

  const finished = useRef(false);
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

  const steps = [
    { id: 'method', label: intl.formatMessage(messages.stepMethod) },
    { id: 'code', label: intl.formatMessage(messages.stepCode) },
    { id: 'password', label: intl.formatMessage(messages.stepPassword) },
  ];

  // Announced once when the countdown starts and once when it ends, never every second.
  const countdownAnnouncement =
    step === 'code' && countdown.started
      ? countdown.secondsLeft > 0
        ? [
            sent?.resent ? intl.formatMessage(messages.codeResent, { contact: sent.contact }) : '',
            intl.formatMessage(messages.resendWait, { seconds: resendSeconds }),
          ]
            .filter(Boolean)
            .join(' ')
        : intl.formatMessage(messages.resendReady)
      : '';

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
            <MethodStep
              ids={ids}
              headingRef={headingRef}
              initialMethod={sent?.method ?? initialMethod}
              initialContact={sent?.contact ?? ''}
              client={calls}
              onSent={(next) => {
                setSent(next);
                countdown.start(resendSeconds);
                setStep('code');
              }}
            />
          ) : null}

          {step === 'code' && sent ? (
            <CodeStep
              ids={ids}
              headingRef={headingRef}
              sent={sent}
              client={calls}
              secondsLeft={countdown.secondsLeft}
              onVerified={(verified) => {
                setCode(verified);
                setStep('password');
              }}
              onResent={(resetToken) => {
                setSent({ ...sent, resetToken, resent: true });
                countdown.start(resendSeconds);
              }}
              onChangeContact={() => setStep('method')}
            />
          ) : null}

          {step === 'password' && sent ? (
            <PasswordStep
              ids={ids}
              headingRef={headingRef}
              contact={sent.contact}
              resetToken={sent.resetToken}
              verificationCode={code}
              client={calls}
              onReset={() => setStep('done')}
            />
          ) : null}

          {step === 'done' ? (
            <div className="flex flex-col gap-4">
              <StepHeading ref={headingRef} id={ids.heading} text={messages.successHeading} />
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
