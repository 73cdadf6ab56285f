import { useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  AdminProvider,
  AdminProviderKind,
  ProviderFilter,
  ProviderSort,
} from '@contract/admin-providers';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { Field } from '@ui/field';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { DeleteConfirm } from '../../shared/delete-confirm';
import {
  kindSegment,
  useAdminProviders,
  useDeleteProvider,
  useVerifyProvider,
} from '../../api/providers';
import { providerColumns } from './provider-columns';
import { filterLabel, kindConfig, sortLabel } from './provider-config';
import { ProviderDialog } from './provider-dialog';
import { kindMessages, messages, namedMessages } from './messages';

export type ProvidersPanelProps = { kind: AdminProviderKind };

const firstQuery = firstPageQuery(20);

/**
 * Hospital, Pharmacy or Lab management (002 §2): the server's page by search, filter and
 * sort; Add and Edit in one dialog; Verify while pending; Delete after a confirmation,
 * which deactivates one with history (ADR 0021).
 */
export function ProvidersPanel({ kind }: ProvidersPanelProps) {
  const intl = useIntl();
  const failureText = useErrorText();
  const config = kindConfig[kind];
  const words = kindMessages[kind];
  const [query, setQuery] = useState(firstQuery);
  const [sort, setSort] = useState<ProviderSort>('name');
  const [dialog, setDialog] = useState<{ editing: AdminProvider | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminProvider | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const filter = (query.columnFilters.find((f) => f.id === 'status')?.value ??
    'all') as ProviderFilter;
  const list = useAdminProviders(kind, {
    search: query.globalFilter,
    filter,
    sort,
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  });
  const verify = useVerifyProvider();
  const removal = useDeleteProvider();
  const params = (row: AdminProvider) => ({ kind: kindSegment[kind], id: row.id });

  const onVerify = async (row: AdminProvider) => {
    setVerifying(row.id);
    try {
      await verify.trigger({ params: params(row) });
      toast({
        title: intl.formatMessage(namedMessages.verifiedToast, { name: row.name }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: failureText(error), variant: 'error' });
    } finally {
      setVerifying(null);
    }
  };
  const onDelete = async (row: AdminProvider) => {
    try {
      const { outcome } = await removal.trigger({ params: params(row) });
      const text =
        outcome === 'deleted' ? namedMessages.deletedToast : namedMessages.deactivatedToast;
      toast({ title: intl.formatMessage(text, { name: row.name }), variant: 'success' });
      setDeleting(null);
    } catch {
      // Shown inside the dialog from `removal.error`.
    }
  };

  const columns = providerColumns(intl, kind, {
    onEdit: (row) => setDialog({ editing: row }),
    onVerify: (row) => void onVerify(row),
    onDelete: setDeleting,
    verifying,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`admin-${kind}-title`} className="text-xl font-semibold">
          {intl.formatMessage(words.title)}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={intl.formatMessage(messages.sort)} className="w-full sm:w-56">
            <Select
              value={sort}
              onValueChange={(next) => {
                setSort(next as ProviderSort);
                setQuery((q) => ({ ...q, pagination: { ...q.pagination, pageIndex: 0 } }));
              }}
              options={config.sorts.map((s) => ({
                value: s,
                label: intl.formatMessage(sortLabel[s]),
              }))}
            />
          </Field>
          <Button onClick={() => setDialog({ editing: null })}>
            {intl.formatMessage(words.add)}
          </Button>
        </div>
      </div>
      <DataTable
        mode="server"
        caption={intl.formatMessage(words.title)}
        hideCaption
        columns={columns}
        data={list.data?.items ?? []}
        rowCount={list.data?.total ?? 0}
        loading={list.isLoading || (list.isValidating && !list.data)}
        error={list.error && !list.data ? failureText(list.error) : undefined}
        onRetry={() => list.mutate()}
        searchable
        searchLabel={intl.formatMessage(messages.search)}
        filters={[
          {
            columnId: 'status',
            label: intl.formatMessage(messages.filter),
            options: config.filters
              .filter((f) => f !== 'all')
              .map((f) => ({ value: f, label: intl.formatMessage(filterLabel[f]) })),
          },
        ]}
        pageSize={20}
        emptyText={intl.formatMessage(messages.emptyTitle)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row.id}
        query={query}
        onQueryChange={setQuery}
      />
      <ProviderDialog
        kind={kind}
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
        title={intl.formatMessage(words.confirmDelete)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.delete)}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
        error={removal.error ? failureText(removal.error) : undefined}
      />
    </div>
  );
}
