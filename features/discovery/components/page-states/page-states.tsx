import { useId, type ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { ErrorState } from '@ui/error-state';
import { Skeleton, SkeletonText } from '@ui/skeleton';
import { commonMessages } from '../../messages';
import { messages } from './messages';

/** Card-shaped placeholders for a list that is loading, announced once. */
export function CardListSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label ?? intl.formatMessage(messages.loading)}
      </p>
      <ul aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <Card asChild key={i}>
            <li className="gap-3 p-5">
              <div className="flex items-center gap-3">
                <Skeleton shape="circle" className="size-14" />
                <SkeletonText lines={2} className="flex-1" />
              </div>
              <SkeletonText lines={3} />
            </li>
          </Card>
        ))}
      </ul>
    </div>
  );
}

/** A whole page that is loading (a profile, a hospital). */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="flex items-center gap-4">
        <Skeleton shape="circle" className="size-20" />
        <SkeletonText lines={3} className="flex-1" />
      </div>
      <SkeletonText aria-hidden lines={6} />
    </div>
  );
}

/** "Not found" for a page: its title as the page heading, the reason, and Go Back. */
export function NotFoundView({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-input bg-surface px-6 py-12 text-center">
      <span
        aria-hidden
        className="inline-flex items-center justify-center rounded-full bg-muted p-3 text-muted-foreground [&_svg]:size-7"
      >
        <SearchX />
      </span>
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      <p className="max-w-prose text-base text-muted-foreground">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {intl.formatMessage(commonMessages.goBack)}
        </Button>
        {action}
      </div>
    </div>
  );
}

/** A page that failed to load: an accessible page title, then the error with Retry. */
export function FailedView({
  pageTitle,
  title,
  onRetry,
}: {
  pageTitle: string;
  title: string;
  onRetry: () => unknown;
}) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{pageTitle}</h1>
      <ErrorState variant="bordered" headingLevel="h2" title={title} onRetry={onRetry} />
    </div>
  );
}

/** A titled card on a detail page (a doctor's profile, a hospital's page). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={headingId} className="gap-3 p-5">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** The words of a detail page's states; each view passes its own messages. */
export type DetailPageMessages = Record<
  'pageTitle' | 'loading' | 'failed' | 'notFoundTitle' | 'notFoundDescription',
  MessageDescriptor
>;

export type DetailPageProps<T> = {
  /** What the page shows, once loaded. */
  data: T | undefined;
  isLoading: boolean;
  notFound: boolean;
  failed: boolean;
  retry: () => unknown;
  messages: DetailPageMessages;
  /** Where to go instead, beside Go Back, when there is nothing to show. */
  notFoundAction?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A detail page (a doctor's profile, a hospital) in its frame: not found, failed with
 * Retry, loading (still titled for screen readers), or `children` with what it loaded.
 */
export function DetailPage<T>({
  data,
  isLoading,
  notFound,
  failed,
  retry,
  messages,
  notFoundAction,
  children,
}: DetailPageProps<T>) {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      {notFound ? (
        <NotFoundView
          title={intl.formatMessage(messages.notFoundTitle)}
          description={intl.formatMessage(messages.notFoundDescription)}
          action={notFoundAction}
        />
      ) : failed ? (
        <FailedView
          pageTitle={intl.formatMessage(messages.pageTitle)}
          title={intl.formatMessage(messages.failed)}
          onRetry={retry}
        />
      ) : isLoading || data === undefined ? (
        <>
          <h1 className="sr-only">{intl.formatMessage(messages.pageTitle)}</h1>
          <DetailSkeleton label={intl.formatMessage(messages.loading)} />
        </>
      ) : (
        children(data)
      )}
    </div>
  );
}
