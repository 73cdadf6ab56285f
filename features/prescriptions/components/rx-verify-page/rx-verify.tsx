import type { ComponentProps } from 'react';
import { SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isApiError } from '@lib/api';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Spinner } from '@ui/spinner';
import { messages } from './messages';
import { RxVerifyResult } from './rx-verify-result';
import { useRxVerification } from './use-rx-verification';

export type RxVerifyProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The code of the QR's address, `/rx/{code}`, as scanned or typed. */
  code: string;
};

/** A failure that can be tried again, in the page's calm words. */
const failureText: ErrorOverrides = {
  RATE_LIMITED: messages.rateLimited,
  connection: messages.offline,
  serverError: messages.serverError,
  fallback: messages.serverError,
};

/**
 * The public prescription check (issue 15): a pharmacist opens the QR's address on a
 * phone and sees at once whether the prescription is genuine and still valid, with the
 * doctor, NMC number, date, medicines and the patient's initials. No sign-in.
 */
export function RxVerify({ code, className, ...props }: RxVerifyProps) {
  const intl = useIntl();
  const failure = useErrorText(failureText);
  const { data, error, isLoading, mutate, malformed } = useRxVerification(code);
  const notFound = malformed || (isApiError(error) && error.status === 404);

  let body;
  if (notFound)
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={intl.formatMessage(messages.notFoundTitle)}
        headingLevel="h2"
        description={
          <>
            <span className="block">
              {malformed ? intl.formatMessage(messages.noMatch) : failure(error)}
            </span>
            <span className="mt-2 block">{intl.formatMessage(messages.notFoundHint)}</span>
          </>
        }
      />
    );
  else if (error)
    body = (
      <ErrorState
        variant="bordered"
        title={intl.formatMessage(messages.failedTitle)}
        headingLevel="h2"
        description={failure(error)}
        onRetry={() => mutate()}
      />
    );
  else if (isLoading || !data)
    body = (
      <div className="flex items-center gap-3 py-8 text-base" role="status">
        <Spinner aria-hidden="true" />
        <span>{intl.formatMessage(messages.checking)}</span>
      </div>
    );
  else body = <RxVerifyResult verification={data.verification} />;

  return (
    <section
      aria-labelledby="rx-verify-heading"
      className={cn('mx-auto w-full max-w-xl space-y-4', className)}
      {...props}
    >
      <header className="space-y-1">
        <h1 id="rx-verify-heading" className="text-2xl font-semibold text-foreground">
          {intl.formatMessage(messages.heading)}
        </h1>
        <p className="text-base text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </header>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
