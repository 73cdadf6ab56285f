import { useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import { nmcRegisterUrl } from '@contract/verification';
import { isConnectionFailure } from '@lib/api';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { ErrorState } from '@ui/error-state';
import { Link } from '@ui/link';
import { Skeleton } from '@ui/skeleton';
import { Spinner } from '@ui/spinner';
import { useMyVerification } from '../../api/verification';
import { VerificationStatusBadge } from '../patient-identity-verification/status-badge';
import { ApplicationSummary } from './application-summary';
import { DoctorApplicationForm } from './doctor-application-form';
import { messages } from './messages';
import { VerificationProgress } from './verification-progress';

/**
 * The doctor's Verification tab (001 §2.11, ADR 0038): the progress, where the application
 * stands as the server says (never a timer), and the form until one is sent or after a
 * rejection. Once verified the NMC number and certificate are read-only, and the mark
 * links to the NMC's public register for the number.
 */
export function DoctorVerification() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const mine = useMyVerification();
  const data = mine.data;
  const application = data?.application ?? null;

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
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (data.status === 'verified' && application) {
    const number = application.nmcNumber ?? '';
    body = (
      <>
        <Alert tone="success">
          <p className="font-semibold">{intl.formatMessage(messages.verified)}</p>
          <p>{intl.formatMessage(messages.verifiedText)}</p>
          {number ? (
            <Link
              href={nmcRegisterUrl(number)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex min-h-11 items-center gap-1"
            >
              {intl.formatMessage(messages.registerLink, { number })}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{intl.formatMessage(messages.opensNewTab)}</span>
            </Link>
          ) : null}
        </Alert>
        <ApplicationSummary application={application} />
      </>
    );
  } else if ((data.status === 'pending' || data.status === 'in_review') && application) {
    const review = data.status === 'in_review' ? data.reviewStartedAt : null;
    body = (
      <>
        <Alert tone="info" icon={<Spinner className="size-4" />}>
          <p className="font-semibold">{intl.formatMessage(messages.verifying)}</p>
          <p>
            {review
              ? intl.formatMessage(messages.inReviewText, { date: formatDate(review, locale) })
              : intl.formatMessage(messages.pendingText, {
                  date: formatDate(application.submittedDate, locale),
                })}
          </p>
          {application.manualVerificationRequested ? (
            <p>{intl.formatMessage(messages.manualRequested)}</p>
          ) : null}
        </Alert>
        <ApplicationSummary application={application} />
      </>
    );
  } else {
    body = (
      <>
        {data.status === 'rejected' ? (
          <Alert tone="danger">
            <p className="font-semibold">{intl.formatMessage(messages.rejected)}</p>
            {application?.remarks ? (
              <p>
                {intl.formatMessage(messages.rejectedRemarks, { remarks: application.remarks })}
              </p>
            ) : null}
          </Alert>
        ) : null}
        <DoctorApplicationForm
          nmcNumber={application?.nmcNumber ?? undefined}
          fullName={application?.fullName}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="doctor-verification-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex max-w-prose flex-col gap-1">
          <h2 id="doctor-verification-title" className="text-2xl font-semibold">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        {data ? <VerificationStatusBadge status={data.status} /> : null}
      </div>
      {data ? <VerificationProgress status={data.status} /> : null}
      {body}
    </section>
  );
}
