import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { CalendarCheck, CalendarX, Link2Off } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cancelByLinkRequest, type Appointment } from '@contract/appointments';
import { isApiError, isConnectionFailure } from '@lib/api';
import { errorText, type ErrorOverrides } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { commonMessages, formatClock, weekdayMessages } from '../../messages';
import { messages } from './messages';
import { useCancelByLink } from './use-cancel-by-link';

export type CancelAppointmentLinkProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The `token` of the reminder's link (`/appointments/cancel?token=…`); absent when missing. */
  token: string | null | undefined;
  /** Where "Keep it" and "Go to the home page" go. */
  homeHref?: string;
  /** Where "Find a doctor" goes, after cancelling. */
  findDoctorHref?: string;
  /** Where "Sign in" goes, when the link cannot be used. */
  signInHref?: string;
};

type State =
  | { kind: 'ready' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'invalid'; error?: unknown }
  | { kind: 'cancelled'; appointment: Appointment };

/**
 * What a failed cancel means for the page: a refusal of the link (used, expired,
 * unknown) ends here; a crash, a lost connection, a sign-in question or too many tries
 * (429) can be tried again.
 */
function outcomeOf(error: unknown): State {
  const refused =
    isApiError(error) &&
    !isConnectionFailure(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 429;
  return refused ? { kind: 'invalid', error } : { kind: 'failed', error };
}

/** A failure that can be tried again: the connection hint, else "could not be cancelled". */
const failedText: ErrorOverrides = {
  connection: messages.connectionFailed,
  serverError: messages.failed,
  fallback: messages.failed,
  SESSION_EXPIRED: messages.failed,
  UNAUTHORIZED: messages.failed,
};

/**
 * A refused link: the server's words for LINK_INVALID (in the reader's language), the
 * page's own for any other refusal and for a token that never went out.
 */
const invalidText: ErrorOverrides = {
  fallback: messages.invalid,
  HTTP_ERROR: messages.invalid,
  VALIDATION: messages.invalid,
  NOT_FOUND: messages.invalid,
  FORBIDDEN: messages.invalid,
};

const iconClass =
  'inline-flex size-14 items-center justify-center rounded-full [&_svg]:size-7 [&_svg]:shrink-0';

/**
 * The page the day-before reminder links to (issue 7): asks once, then cancels the
 * appointment with the link's token, without a sign-in. A missing or malformed token
 * says at once that the link cannot be used.
 */
export function CancelAppointmentLink({
  token,
  homeHref = '/',
  findDoctorHref = '/doctors-near-me',
  signInHref = '/auth/login',
  className,
  ...props
}: CancelAppointmentLinkProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const { trigger, data, error, isMutating } = useCancelByLink();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const tokenValid = token != null && cancelByLinkRequest.safeParse({ token }).success;
  const state: State = data
    ? { kind: 'cancelled', appointment: data.appointment }
    : error && !isMutating
      ? outcomeOf(error)
      : { kind: 'ready' };
  const shown: State = tokenValid ? state : { kind: 'invalid' };

  // After an answer, the heading changes: move focus there so it is read out.
  const settled = state.kind === 'cancelled' || state.kind === 'invalid';
  useEffect(() => {
    if (settled) headingRef.current?.focus();
  }, [settled]);

  async function cancel() {
    if (!token || isMutating) return;
    // The outcome is read from the mutation's data and error.
    await trigger({ body: { token } }).catch(() => undefined);
  }

  const linkButton = (to: string, label: string, variant: 'primary' | 'outline') => (
    <Button asChild variant={variant}>
      <Link to={to}>{label}</Link>
    </Button>
  );

  let icon: ReactNode;
  let tone: string;
  let title: string;
  let body: ReactNode;
  let actions: ReactNode;

  if (shown.kind === 'cancelled') {
    const { appointment } = shown;
    icon = <CalendarCheck />;
    tone = 'bg-success text-success-foreground';
    title = intl.formatMessage(messages.cancelledTitle);
    body = (
      <>
        <p className="text-base text-foreground">
          {intl.formatMessage(messages.cancelled, {
            date: intl.formatMessage(commonMessages.dayAndDate, {
              day: intl.formatMessage(weekdayMessages[appointment.day]),
              date: formatDate(appointment.date, locale),
            }),
            time: formatClock(intl, appointment.timeSlot.startTime),
            doctor: appointment.doctor.fullName,
          })}
        </p>
        <p className="text-base text-muted-foreground">{intl.formatMessage(messages.doctorTold)}</p>
      </>
    );
    actions = (
      <>
        {linkButton(findDoctorHref, intl.formatMessage(messages.findDoctor), 'primary')}
        {linkButton(homeHref, intl.formatMessage(messages.home), 'outline')}
      </>
    );
  } else if (shown.kind === 'invalid') {
    icon = <Link2Off />;
    tone = 'bg-muted text-muted-foreground';
    title = intl.formatMessage(messages.invalidTitle);
    body = (
      <>
        <p className="text-base font-medium text-foreground">
          {errorText(intl, shown.error, invalidText)}
        </p>
        <p className="text-base text-muted-foreground">
          {intl.formatMessage(messages.invalidHelp)}
        </p>
      </>
    );
    actions = (
      <>
        {linkButton(signInHref, intl.formatMessage(messages.signIn), 'primary')}
        {linkButton(homeHref, intl.formatMessage(messages.home), 'outline')}
      </>
    );
  } else {
    icon = <CalendarX />;
    tone = 'bg-accent text-accent-foreground';
    title = intl.formatMessage(messages.title);
    body = <p className="text-base text-muted-foreground">{intl.formatMessage(messages.intro)}</p>;
    actions = (
      <>
        <Button variant="danger" loading={isMutating} onClick={() => void cancel()}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        {linkButton(homeHref, intl.formatMessage(messages.keep), 'outline')}
      </>
    );
  }

  return (
    <Card asChild>
      <section
        aria-labelledby={headingId}
        className={cn('mx-auto w-full max-w-lg gap-5 p-5 text-center sm:p-8', className)}
        {...props}
      >
        <span aria-hidden className={cn(iconClass, 'mx-auto', tone)}>
          {icon}
        </span>
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-semibold text-foreground outline-none focus-ring"
        >
          {title}
        </h1>
        <div className="flex flex-col gap-2">{body}</div>
        {/* Mounted from the start, so a failure is announced when it appears. */}
        <div role="alert" className="empty:hidden">
          {shown.kind === 'failed' ? (
            <Alert tone="danger" className="text-start">
              {errorText(intl, shown.error, failedText)}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center [&>*]:w-full sm:[&>*]:w-auto">
          {actions}
        </div>
      </section>
    </Card>
  );
}
