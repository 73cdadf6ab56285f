import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { useReportedPosts } from '../../api/moderation';
import { messages } from './messages';
import { moderationColumns, type PendingAction } from './moderation-columns';
import { ModerationDialog } from './moderation-dialog';

const PAGE_SIZE = 20;

const initial = firstPageQuery(PAGE_SIZE);

/**
 * The moderation tab (002 §2 Reported posts): reported posts grouped per post, oldest
 * report first, flagged past 48 hours; Hide, Restore or Dismiss after a confirmation.
 */
export function ModerationQueue() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [query, setQuery] = useState(initial);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useReportedPosts({
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="admin-moderation-title" className="text-xl font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-muted-foreground text-sm">{intl.formatMessage(messages.policy)}</p>
      </div>
      <DataTable
        mode="server"
        caption={intl.formatMessage(messages.title)}
        hideCaption
        columns={moderationColumns(intl, setPending)}
        data={data?.posts ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading || (isValidating && !data)}
        error={error && !data ? errorText(error) : undefined}
        onRetry={() => mutate()}
        pageSize={PAGE_SIZE}
        pageSizeOptions={[PAGE_SIZE, 50]}
        emptyText={intl.formatMessage(messages.emptyTitle)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row.postId}
      />
      <ModerationDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
