import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';

/** The words of a list's states, from the screen's own messages. */
export type ListStateMessages = {
  /** Read out while loading ("Loading referrals…"). */
  loading: MessageDescriptor;
  /** The error's title ("Could not load referrals"). */
  loadFailed: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyText?: MessageDescriptor;
  /** The list's accessible name. */
  listLabel: MessageDescriptor;
};

export type ListStateProps<I> = {
  /** The items; undefined while the first answer is on its way (or it failed). */
  items: readonly I[] | undefined;
  messages: ListStateMessages;
  /** Set when the list could not be loaded and nothing is shown: the reason, and Retry. */
  failure?: { description?: ReactNode; onRetry: () => unknown } | null;
  /** One `<li>` per item. */
  renderItem: (item: I) => ReactNode;
  /** The empty and error headings' level; under the portal's h1 that is h2. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/**
 * The four states of a list that loads: a skeleton with a status line, the error with
 * Retry, the empty state, or the items as a labelled list.
 */
export function ListState<I>({
  items,
  messages,
  failure,
  renderItem,
  headingLevel = 'h2',
  className,
}: ListStateProps<I>) {
  const intl = useIntl();
  if (failure && !items)
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={intl.formatMessage(messages.loadFailed)}
        description={failure.description}
        onRetry={failure.onRetry}
        className={className}
      />
    );
  if (!items)
    return (
      <div data-slot="list-state" aria-busy="true" className={cn('flex flex-col gap-3', className)}>
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <Skeleton className="h-32" />
      </div>
    );
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={intl.formatMessage(messages.emptyTitle)}
        description={messages.emptyText ? intl.formatMessage(messages.emptyText) : undefined}
        className={className}
      />
    );
  return (
    <ul
      data-slot="list-state"
      aria-label={intl.formatMessage(messages.listLabel)}
      className={cn('flex flex-col gap-3', className)}
    >
      {items.map(renderItem)}
    </ul>
  );
}
