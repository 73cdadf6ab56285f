import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { useRole } from '@lib/session';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useDonationQr } from '../../api/donation';
import { CurrentQr } from './current-qr';
import { messages } from './messages';
import { QrUploadForm } from './qr-upload-form';

/**
 * The admin portal's Buy Me a Coffee tab (002 §2, §5): the QR the public site shows now,
 * and the upload that replaces it. Only administrators may use it.
 */
export function DonationQr() {
  const intl = useIntl();
  const role = useRole();
  const headingId = useId();
  const failureText = useErrorText();
  const current = useDonationQr();

  if (role !== 'admin')
    return (
      <ErrorState
        variant="bordered"
        title={intl.formatMessage(messages.accessDenied)}
        description={intl.formatMessage(messages.adminsOnly)}
      />
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.description)}</p>
      </div>
      {current.error && !current.data ? (
        <ErrorState
          variant="bordered"
          title={intl.formatMessage(messages.loadFailed)}
          description={failureText(current.error)}
          onRetry={() => current.mutate()}
        />
      ) : current.data ? (
        <CurrentQr qrUrl={current.data.buyMeCoffee.qrUrl} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="size-48" />
        </div>
      )}
      <QrUploadForm />
    </section>
  );
}
