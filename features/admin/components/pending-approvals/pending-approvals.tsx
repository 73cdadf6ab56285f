import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import {
  applicantKinds,
  PENDING_PAGE_SIZE,
  type PendingApproval,
  type PendingApprovalsQuery,
} from '@contract/verification';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { DataTable, firstPageQuery, type DataTableQuery } from '@ui/data-table';
import { usePendingApprovals } from '../../api/dashboard';
import { ApprovalDialog } from './approval-dialog';
import { filterMessages, kindMessages, listOverrides, messages } from './messages';

const firstQuery = firstPageQuery(PENDING_PAGE_SIZE);

/** The table's query as the API asks for it. */
export function apiQuery(query: DataTableQuery): PendingApprovalsQuery {
  const type = query.columnFilters.find((f) => f.id === 'type')?.value;
  return {
    search: query.globalFilter.trim(),
    type: applicantKinds.includes(type as never) ? (type as PendingApprovalsQuery['type']) : 'all',
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  };
}

/**
 * The admin's queue (002 §2 Pending approvals, §3): search, a type filter, the total
 * waiting, pages of 20 with the longest waiting first and overdue ones flagged; Review
 * opens the application, its documents and the decision.
 */
export function PendingApprovals() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const failureText = useErrorText(listOverrides);
  const [query, setQuery] = useState(firstQuery);
  const { data, error, isLoading, isValidating, mutate } = usePendingApprovals(apiQuery(query));
  const [open, setOpen] = useState<PendingApproval | null>(null);

  const columns = useMemo<ColumnDef<PendingApproval>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'fullName',
        header: intl.formatMessage(messages.name),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.fullName}</span>
            <span className="text-sm text-muted-foreground">{row.original.email}</span>
          </div>
        ),
      },
      {
        id: 'type',
        accessorKey: 'type',
        header: intl.formatMessage(messages.type),
        enableSorting: false,
        cell: ({ row }) => intl.formatMessage(kindMessages[row.original.type]),
      },
      {
        id: 'submitted',
        accessorKey: 'submittedDate',
        header: intl.formatMessage(messages.submitted),
        enableSorting: false,
        cell: ({ row }) => formatDate(row.original.submittedDate, locale),
      },
      {
        id: 'documents',
        header: intl.formatMessage(messages.documents),
        enableSorting: false,
        cell: ({ row }) =>
          intl.formatMessage(messages.documentCount, { count: row.original.documents.length }),
      },
      {
        id: 'status',
        header: intl.formatMessage(messages.status),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.overdue ? (
            <Badge variant="danger">{intl.formatMessage(messages.overdue)}</Badge>
          ) : (
            <Badge variant="warning">{intl.formatMessage(messages.waiting)}</Badge>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{intl.formatMessage(messages.review)}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="outline"
            aria-label={intl.formatMessage(messages.reviewName, { name: row.original.fullName })}
            onClick={() => setOpen(row.original)}
          >
            {intl.formatMessage(messages.review)}
          </Button>
        ),
      },
    ],
    [intl, locale],
  );

  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="pending-approvals-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pending-approvals-title" className="text-xl font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        {data ? (
          <p role="status" className="text-muted-foreground">
            {intl.formatMessage(messages.total, { count: total })}
          </p>
        ) : null}
      </div>
      <DataTable
        mode="server"
        caption={intl.formatMessage(messages.caption)}
        hideCaption
        columns={columns}
        data={data?.items ?? []}
        rowCount={total}
        loading={isLoading || (isValidating && !data)}
        error={error && !data ? failureText(error) : undefined}
        onRetry={() => mutate()}
        searchable
        searchLabel={intl.formatMessage(messages.search)}
        filters={[
          {
            columnId: 'type',
            label: intl.formatMessage(messages.typeFilter),
            options: applicantKinds.map((kind) => ({
              value: kind,
              label: intl.formatMessage(filterMessages[kind]),
            })),
          },
        ]}
        pageSize={PENDING_PAGE_SIZE}
        pageSizeOptions={[PENDING_PAGE_SIZE]}
        emptyText={intl.formatMessage(messages.empty)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row.id}
        query={query}
        onQueryChange={setQuery}
      />
      <ApprovalDialog
        item={open}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
      />
    </section>
  );
}
