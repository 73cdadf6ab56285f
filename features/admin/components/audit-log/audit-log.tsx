import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@contract/admin-audit';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { useAuditLog } from '../../api/audit';
import { AuditLogDates, rangeInvalid, type DateRange } from './audit-log-dates';
import { AuditLogExport } from './audit-log-export';
import { actionLabel, auditActions, auditSubjects, subjectLabel } from './labels';
import { messages } from './messages';

const initial = firstPageQuery(AUDIT_PAGE_SIZE);

/** The audit-log tab: who did what, and who read whose records, newest first. */
export function AuditLog() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const [query, setQuery] = useState(initial);
  const [dates, setDates] = useState<DateRange>({ from: '', to: '' });
  const invalid = rangeInvalid(dates);
  const filter = (id: string) =>
    (query.columnFilters.find((f) => f.id === id)?.value as string | undefined) ?? '';
  // A range that ends before it starts is not sent: the table keeps the last valid one.
  const [applied, setApplied] = useState<DateRange>(dates);
  const changeDates = (next: DateRange) => {
    setDates(next);
    if (rangeInvalid(next)) return;
    setApplied(next);
    setQuery((q) => ({ ...q, pagination: { ...q.pagination, pageIndex: 0 } }));
  };
  const filters = {
    person: query.globalFilter,
    action: filter('action'),
    subjectType: filter('subjectType'),
    from: applied.from || undefined,
    to: applied.to || undefined,
  };
  const { data, error, isLoading, mutate } = useAuditLog({
    ...filters,
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
      cell: ({ row }) => actionLabel(intl, row.original.action),
    },
    {
      id: 'subjectType',
      accessorKey: 'subjectType',
      header: intl.formatMessage(messages.subject),
      enableSorting: false,
      cell: ({ row }) => subjectLabel(intl, row.original.subjectType),
    },
    {
      id: 'patient',
      header: intl.formatMessage(messages.patient),
      enableSorting: false,
      cell: ({ row }) => row.original.patient?.name ?? '',
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <AuditLogDates value={dates} onChange={changeDates} />
        <AuditLogExport filters={filters} disabled={invalid} />
      </div>
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
            options: auditActions.map((a) => ({ value: a, label: actionLabel(intl, a) })),
          },
          {
            columnId: 'subjectType',
            label: intl.formatMessage(messages.subjectFilter),
            options: auditSubjects.map((s) => ({ value: s, label: subjectLabel(intl, s) })),
          },
        ]}
        pageSize={AUDIT_PAGE_SIZE}
        pageSizeOptions={[AUDIT_PAGE_SIZE, 50, 100]}
        emptyText={intl.formatMessage(messages.emptyTitle)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row.id}
      />
    </div>
  );
}
