import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl, type IntlShape } from 'react-intl';
import {
  ambulanceSorts,
  type AdminAmbulance,
  type AmbulancesQuery,
} from '@contract/admin-providers';
import { useErrorText } from '@lib/errors';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { Field } from '@ui/field';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { DeleteConfirm } from '../../shared/delete-confirm';
import { useAdminAmbulances, useDeleteAmbulance } from '../../api/providers';
import { AmbulanceDialog } from './ambulance-dialog';
import { messages, namedMessages, statusMessages, vehicleMessages } from './messages';

type Sort = NonNullable<AmbulancesQuery['sort']>;
type Filter = NonNullable<AmbulancesQuery['filter']>;

const sortMessages = {
  name: messages.sortName,
  status: messages.sortStatus,
  type: messages.sortType,
} as const;

const firstQuery = firstPageQuery(20);

function columns(
  intl: IntlShape,
  onEdit: (a: AdminAmbulance) => void,
  onDelete: (a: AdminAmbulance) => void,
): ColumnDef<AdminAmbulance>[] {
  const t = intl.formatMessage;
  return [
    { accessorKey: 'name', header: t(messages.name), enableSorting: false },
    {
      accessorKey: 'registrationNumber',
      header: t(messages.registrationNumber),
      enableSorting: false,
    },
    {
      id: 'vehicleType',
      header: t(messages.vehicleType),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.vehicleType ? t(vehicleMessages[row.original.vehicleType]) : '',
    },
    { accessorKey: 'contactEmail', header: t(messages.contactEmail), enableSorting: false },
    { accessorKey: 'contactPhone', header: t(messages.contactPhone), enableSorting: false },
    {
      id: 'status',
      header: t(messages.status),
      enableSorting: false,
      cell: ({ row }) => (
        <Badge
          variant={
            row.original.status === 'active'
              ? 'success'
              : row.original.status === 'pending'
                ? 'warning'
                : 'neutral'
          }
        >
          {t(statusMessages[row.original.status])}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t(messages.actions),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-label={t(namedMessages.editNamed, { name: row.original.name })}
            onClick={() => onEdit(row.original)}
          >
            {t(messages.edit)}
          </Button>
          <Button
            variant="danger"
            aria-label={t(namedMessages.deleteNamed, { name: row.original.name })}
            onClick={() => onDelete(row.original)}
          >
            {t(messages.delete)}
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * Ambulance management (002 §2, §7): search, status filter and sort on the server; add
 * and edit in one dialog; delete after a confirmation; a message when none match.
 */
export function AmbulancesPanel() {
  const intl = useIntl();
  const failureText = useErrorText();
  const [query, setQuery] = useState(firstQuery);
  const [sort, setSort] = useState<Sort>('name');
  const [dialog, setDialog] = useState<{ editing: AdminAmbulance | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAmbulance | null>(null);
  const filter = (query.columnFilters.find((f) => f.id === 'status')?.value ?? 'all') as Filter;
  const list = useAdminAmbulances({ search: query.globalFilter, filter, sort });
  const removal = useDeleteAmbulance();
  const all = list.data ?? [];
  const { pageIndex, pageSize } = query.pagination;

  const remove = async (row: AdminAmbulance) => {
    try {
      const { outcome } = await removal.trigger({ params: { id: row._id } });
      const text = outcome === 'deleted' ? namedMessages.deleted : namedMessages.deactivated;
      toast({ title: intl.formatMessage(text, { name: row.name }), variant: 'success' });
      setDeleting(null);
    } catch {
      // Shown inside the dialog from `removal.error`.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-ambulances-title" className="text-xl font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={intl.formatMessage(messages.sort)} className="w-full sm:w-48">
            <Select
              value={sort}
              onValueChange={(next) => setSort(next as Sort)}
              options={ambulanceSorts.map((s) => ({
                value: s,
                label: intl.formatMessage(sortMessages[s]),
              }))}
            />
          </Field>
          <Button onClick={() => setDialog({ editing: null })}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      </div>
      <DataTable
        mode="server"
        caption={intl.formatMessage(messages.title)}
        hideCaption
        columns={columns(intl, (a) => setDialog({ editing: a }), setDeleting)}
        data={all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)}
        rowCount={all.length}
        loading={list.isLoading}
        error={list.error && !list.data ? failureText(list.error) : undefined}
        onRetry={() => list.mutate()}
        searchable
        searchLabel={intl.formatMessage(messages.search)}
        filters={[
          {
            columnId: 'status',
            label: intl.formatMessage(messages.filter),
            options: (['active', 'inactive', 'pending'] as const).map((s) => ({
              value: s,
              label: intl.formatMessage(statusMessages[s]),
            })),
          },
        ]}
        pageSize={20}
        emptyText={intl.formatMessage(messages.empty)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row._id}
        query={query}
        onQueryChange={setQuery}
      />
      <AmbulanceDialog
        editing={dialog?.editing ?? null}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <DeleteConfirm
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          removal.reset();
        }}
        title={intl.formatMessage(messages.confirmDelete)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.delete)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        error={removal.error ? failureText(removal.error) : undefined}
      />
    </div>
  );
}
