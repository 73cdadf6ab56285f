import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useErrorText } from '@lib/errors';
import { useSession } from '@lib/session';
import { Alert } from '@ui/alert';
import { bookingErrorText, failureAction } from './booking-errors';
import { messages } from './messages';

/** Where a patient verifies their account (the profile's document uploads, 002 §2). */
export const verifyAccountHref = '/portal/user?tab=profile';

const linkClass =
  'inline-flex min-h-touch items-center font-semibold text-primary underline underline-offset-4 focus-ring';

export type BookingNoticeProps = {
  /** The last request's failure, if the patient is still on the form it came from. */
  failure: unknown;
  consentDeclined: boolean;
};

/**
 * Above the details form: a refused or failed request (it takes focus, so it is read out,
 * with what to do next beside it), else a declined consent, else that booking needs a login.
 */
export function BookingNotice({ failure, consentDeclined }: BookingNoticeProps) {
  const intl = useIntl();
  const location = useLocation();
  const session = useSession();
  const wording = useErrorText(bookingErrorText);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const here = `${location.pathname}${location.search}`;
  const loginLink = (
    <Link to={`/auth/login?redirect=${encodeURIComponent(here)}`} className={linkClass}>
      {intl.formatMessage(messages.logIn)}
    </Link>
  );

  if (failure) {
    const action = failureAction(failure);
    return (
      <Alert tone="danger" ref={failureRef} tabIndex={-1} className="outline-none">
        <p>{wording(failure)}</p>
        {action === 'login' ? loginLink : null}
        {action === 'verify' ? (
          <Link to={verifyAccountHref} className={linkClass}>
            {intl.formatMessage(messages.verifyAccount)}
          </Link>
        ) : null}
      </Alert>
    );
  }
  if (consentDeclined)
    return <Alert tone="warning">{intl.formatMessage(messages.consentNeeded)}</Alert>;
  if (session.status === 'anonymous')
    return (
      <Alert tone="info">
        <p>{intl.formatMessage(messages.loginToBook)}</p>
        {loginLink}
      </Alert>
    );
  return null;
}
