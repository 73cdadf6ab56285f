import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  USERS_PAGE_SIZE,
  userStatuses,
  type AdminUser,
  type AdminUsersQuery,
} from '@contract/admin-users';
import { roles } from '@contract/roles';
import { useErrorText } from '@lib/errors';
import { DataTable, firstPageQuery, type DataTableQuery } from '@ui/data-table';
import { useAdminUsers } from '../../api/users';
import { messages, roleMessages, statusMessages } from './messages';
import { useUserColumns } from './user-columns';
import { UserEditDialog } from './user-edit-dialog';

const initial = firstPageQuery(USERS_PAGE_SIZE, [{ id: 'registered', desc: true }]);

/** The table's query as the API's (002 §2 User management). */
function toApiQuery({ sorting, globalFilter, columnFilters, pagination }: DataTableQuery) {
  const filter = (id: string) =>
    columnFilters.find((f) => f.id === id)?.value as string | undefined;
  const [sort] = sorting;
  return {
    search: globalFilter,
    role: (filter('role') ?? 'all') as AdminUsersQuery['role'],
    status: (filter('status') ?? 'all') as AdminUsersQuery['status'],
    sort: (sort?.id ?? 'registered') as AdminUsersQuery['sort'],
    order: sort && !sort.desc ? 'asc' : 'desc',
    page: pagination.pageIndex + 1,
    limit: pagination.pageSize,
  } satisfies AdminUsersQuery;
}

/** The admin's users tab: every account, searched, filtered, sorted and paged by the API. */
export function UsersPanel() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [query, setQuery] = useState(initial);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminUsers(toApiQuery(query));
  const columns = useUserColumns(setEditing);

  return (
    <>
      <DataTable
        mode="server"
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        data={data?.items ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading || (isValidating && !data)}
        error={error && !data ? errorText(error) : undefined}
        onRetry={() => mutate()}
        searchable
        searchLabel={intl.formatMessage(messages.searchLabel)}
        filters={[
          {
            columnId: 'role',
            label: intl.formatMessage(messages.roleFilter),
            options: roles.map((r) => ({ value: r, label: intl.formatMessage(roleMessages[r]) })),
          },
          {
            columnId: 'status',
            label: intl.formatMessage(messages.statusFilter),
            options: userStatuses.map((s) => ({
              value: s,
              label: intl.formatMessage(statusMessages[s]),
            })),
          },
        ]}
        pageSize={USERS_PAGE_SIZE}
        emptyText={intl.formatMessage(messages.emptyTitle)}
        emptyDescription={intl.formatMessage(messages.emptyDescription)}
        getRowId={(row) => row.id}
      />
      <UserEditDialog
        user={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </>
  );
}
