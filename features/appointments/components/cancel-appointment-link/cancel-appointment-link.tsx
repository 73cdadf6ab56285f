import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { CalendarCheck, CalendarX, Link2Off } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { cancelByLinkRequest, type Appointment } from '@contract/appointments';
import { isApiError } from '@lib/api';
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
  | { kind: 'cancelling' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid'; message?: string }
  | { kind: 'cancelled'; appointment: Appointment };

/**
 * What a failed cancel means for the page: a token the server refuses (used, expired,
 * unknown; LINK_INVALID, in the reader's language) ends here; a crash or a lost
 * connection can be tried again.
 */
function outcomeOf(intl: IntlShape, error: unknown): State {
  if (!isApiError(error)) return { kind: 'failed', message: intl.formatMessage(messages.failed) };
  if (error.code === 'LINK_INVALID') return { kind: 'invalid', message: error.message };
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT')
    return { kind: 'failed', message: intl.formatMessage(messages.connectionFailed) };
  // 429 is worth waiting for; other refusals mean the link cannot cancel anything.
  if (error.status === 429 && error.message) return { kind: 'failed', message: error.message };
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return { kind: 'invalid' };
  return { kind: 'failed', message: intl.formatMessage(messages.failed) };
}

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
  const cancelByLink = useCancelByLink();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const tokenValid = token != null && cancelByLinkRequest.safeParse({ token }).success;
  const shown: State = tokenValid ? state : { kind: 'invalid' };

  // After an answer, the heading changes: move focus there so it is read out.
  const settled = state.kind === 'cancelled' || state.kind === 'invalid';
  useEffect(() => {
    if (settled) headingRef.current?.focus();
  }, [settled]);

  async function cancel() {
    if (!token || state.kind === 'cancelling') return;
    setState({ kind: 'cancelling' });
    try {
      setState({ kind: 'cancelled', appointment: await cancelByLink(token) });
    } catch (error) {
      setState(outcomeOf(intl, error));
    }
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
          {shown.message || intl.formatMessage(messages.invalid)}
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
    const cancelling = shown.kind === 'cancelling';
    icon = <CalendarX />;
    tone = 'bg-accent text-accent-foreground';
    title = intl.formatMessage(messages.title);
    body = <p className="text-base text-muted-foreground">{intl.formatMessage(messages.intro)}</p>;
    actions = (
      <>
        <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
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
          className="text-2xl font-semibold text-foreground outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {title}
        </h1>
        <div className="flex flex-col gap-2">{body}</div>
        {/* Mounted from the start, so a failure is announced when it appears. */}
        <div role="alert" className="empty:hidden">
          {shown.kind === 'failed' ? (
            <Alert tone="danger" className="text-start">
              {shown.message}
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
