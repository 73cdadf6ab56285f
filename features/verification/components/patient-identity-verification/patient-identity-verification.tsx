import { useIntl } from 'react-intl';
import { isConnectionFailure } from '@lib/api';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useMyVerification } from '../../api/verification';
import { IdentityForm } from './identity-form';
import { identityTypeMessages, messages } from './messages';
import { VerificationStatusBadge } from './status-badge';

/**
 * The patient's identity verification (002 §2, §3, §5), shown in the Profile tab: the form
 * until an application is sent, then where it stands as the server says: pending, in
 * review, rejected with the admin's remarks (and the form to apply again), or verified.
 */
export function PatientIdentityVerification() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const mine = useMyVerification();
  const status = mine.data?.status;
  const application = mine.data?.application;
  const type = application?.documentType
    ? intl.formatMessage(identityTypeMessages[application.documentType])
    : '';
  const number = application?.documentNumber ?? '';

  let body;
  if (mine.error) {
    body = (
      <ErrorState
        title={intl.formatMessage(messages.loadFailed)}
        description={isConnectionFailure(mine.error) ? intl.formatMessage(messages.offline) : null}
        onRetry={mine.retry}
        retryLabel={intl.formatMessage(messages.retry)}
      />
    );
  } else if (!mine.data) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (status === 'verified') {
    body = (
      <Alert tone="success">
        <p className="font-semibold">{intl.formatMessage(messages.verifiedTitle)}</p>
        <p>{intl.formatMessage(messages.verifiedText, { type, number })}</p>
      </Alert>
    );
  } else if (status === 'pending' || status === 'in_review') {
    const review = status === 'in_review' && mine.data.reviewStartedAt;
    body = (
      <Alert tone="info">
        <p className="font-semibold">
          {intl.formatMessage(review ? messages.inReviewTitle : messages.pendingTitle)}
        </p>
        <p>
          {review
            ? intl.formatMessage(messages.inReviewText, {
                type,
                date: formatDate(review, locale),
              })
            : intl.formatMessage(messages.pendingText, {
                type,
                number,
                date: formatDate(application?.submittedDate ?? new Date(), locale),
              })}
        </p>
      </Alert>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {status === 'rejected' ? (
          <Alert tone="danger">
            <p className="font-semibold">{intl.formatMessage(messages.rejectedTitle)}</p>
            {application?.remarks ? (
              <p>
                {intl.formatMessage(messages.rejectedRemarks, { remarks: application.remarks })}
              </p>
            ) : null}
            <p>{intl.formatMessage(messages.applyAgain)}</p>
          </Alert>
        ) : null}
        <IdentityForm />
      </div>
    );
  }

  return (
    <section aria-labelledby="identity-verification-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex max-w-prose flex-col gap-1">
          <h2 id="identity-verification-title" className="text-xl font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        {status ? <VerificationStatusBadge status={status} /> : null}
      </div>
      {body}
    </section>
  );
}
