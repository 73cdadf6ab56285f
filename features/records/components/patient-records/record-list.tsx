import { useIntl } from 'react-intl';
import { FolderOpen } from 'lucide-react';
import type { MedicalRecord, RecordList as RecordListData } from '@contract/records';
import { isConnectionFailure } from '@lib/api';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { RecordCard, type RecordCardProps } from './record-card';
import { messages } from './messages';

export type RecordListProps = Omit<RecordCardProps, 'record'> & {
  data: RecordListData | undefined;
  error: unknown;
  isLoading: boolean;
  filtered: boolean;
  onRetry: () => unknown;
};

/** The records as cards, or what stands in for them: loading, empty, failed, offline. */
export function RecordList({
  data,
  error,
  isLoading,
  filtered,
  onRetry,
  ...actions
}: RecordListProps) {
  const intl = useIntl();
  if (error && !data)
    return (
      <ErrorState
        title={intl.formatMessage(messages.loadFailed)}
        description={isConnectionFailure(error) ? intl.formatMessage(messages.offline) : null}
        onRetry={onRetry}
        retryLabel={intl.formatMessage(messages.retry)}
      />
    );
  if (isLoading || !data)
    return (
      <div
        role="status"
        aria-label={intl.formatMessage(messages.loading)}
        className="flex flex-col gap-3"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  if (data.items.length === 0)
    return filtered ? (
      <EmptyState
        icon={<FolderOpen aria-hidden="true" />}
        title={intl.formatMessage(messages.noMatchTitle)}
        description={intl.formatMessage(messages.noMatchText)}
      />
    ) : (
      <EmptyState
        icon={<FolderOpen aria-hidden="true" />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  return (
    <ul aria-label={intl.formatMessage(messages.listLabel)} className="flex flex-col gap-3">
      {data.items.map((record: MedicalRecord) => (
        <li key={record._id}>
          <RecordCard record={record} {...actions} />
        </li>
      ))}
    </ul>
  );
}
