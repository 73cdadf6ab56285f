import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@contract/admin-audit';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { DataTable, type DataTableQuery } from '@ui/data-table';
import { useAuditLog } from '../../api/audit';
import { messages } from './messages';

const actions = ['read', 'create', 'update', 'delete', 'export'] as const;
const subjects = ['user', 'appointment', 'verification_application', 'settings', 'audit_log'];

const initial: DataTableQuery = {
  sorting: [],
  globalFilter: '',
  columnFilters: [],
  pagination: { pageIndex: 0, pageSize: AUDIT_PAGE_SIZE },
};

const actionLabel = (action: string) =>
  (actions as readonly string[]).includes(action)
    ? messages[action as (typeof actions)[number]]
    : null;

/** The audit-log tab: who did what, and who read whose records, newest first. */
export function AuditLog() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const [query, setQuery] = useState(initial);
  const filter = (id: string) =>
    (query.columnFilters.find((f) => f.id === id)?.value as string | undefined) ?? '';
  const { data, error, isLoading, mutate } = useAuditLog({
    person: query.globalFilter,
    action: filter('action'),
    subjectType: filter('subjectType'),
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  });
  const columns: ColumnDef<AuditEntry>[] = [
    {
      id: 'at',
      header: intl.formatMessage(messages.at),
      enableSorting: false,
      cell: ({ row }) => formatDate(row.original.at, locale),
    },
    {
      id: 'actor',
      header: intl.formatMessage(messages.actor),
      enableSorting: false,
      cell: ({ row }) => row.original.actor?.name ?? intl.formatMessage(messages.system),
    },
    {
      id: 'action',
      accessorKey: 'action',
      header: intl.formatMessage(messages.action),
      enableSorting: false,
      cell: ({ row }) => {
        const label = actionLabel(row.original.action);
        return label ? intl.formatMessage(label) : row.original.action;
      },
    },
    {
      id: 'subjectType',
      accessorKey: 'subjectType',
      header: intl.formatMessage(messages.subject),
      enableSorting: false,
    },
    {
      id: 'patient',
      header: intl.formatMessage(messages.patient),
      enableSorting: false,
      cell: ({ row }) => row.original.patient?.name ?? '',
    },
  ];
  return (
    <DataTable
      mode="server"
      caption={intl.formatMessage(messages.caption)}
      columns={columns}
      data={data?.items ?? []}
      rowCount={data?.total ?? 0}
      query={query}
      onQueryChange={setQuery}
      loading={isLoading}
      error={error && !data ? errorText(error) : undefined}
      onRetry={() => mutate()}
      searchable
      searchLabel={intl.formatMessage(messages.searchLabel)}
      filters={[
        {
          columnId: 'action',
          label: intl.formatMessage(messages.actionFilter),
          options: actions.map((a) => ({ value: a, label: intl.formatMessage(messages[a]) })),
        },
        {
          columnId: 'subjectType',
          label: intl.formatMessage(messages.subjectFilter),
          options: subjects.map((s) => ({ value: s, label: s })),
        },
      ]}
      pageSize={AUDIT_PAGE_SIZE}
      pageSizeOptions={[AUDIT_PAGE_SIZE, 50, 100]}
      emptyText={intl.formatMessage(messages.emptyTitle)}
      emptyDescription={intl.formatMessage(messages.emptyDescription)}
      getRowId={(row) => row.id}
    />
  );
}
