import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { AdminUser, UserStatus } from '@contract/admin-users';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge, type BadgeTone } from '@ui/badge';
import { Button } from '@ui/button';
import { messages, namedMessages, roleMessages, statusMessages } from './messages';

const statusTone: Record<UserStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
};

/** The table's columns; the ids are the API's sort keys. */
export function useUserColumns(onEdit: (user: AdminUser) => void): ColumnDef<AdminUser>[] {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  return [
    { id: 'name', accessorKey: 'name', header: intl.formatMessage(messages.name) },
    { id: 'email', accessorKey: 'email', header: intl.formatMessage(messages.email) },
    {
      id: 'role',
      accessorKey: 'role',
      header: intl.formatMessage(messages.role),
      cell: ({ row }) => intl.formatMessage(roleMessages[row.original.role]),
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: intl.formatMessage(messages.status),
      cell: ({ row }) => (
        <Badge variant={statusTone[row.original.status]}>
          {intl.formatMessage(statusMessages[row.original.status])}
        </Badge>
      ),
    },
    {
      id: 'registered',
      accessorKey: 'registeredDate',
      header: intl.formatMessage(messages.registered),
      cell: ({ row }) => formatDate(row.original.registeredDate, locale),
    },
    {
      id: 'lastLogin',
      accessorKey: 'lastLogin',
      header: intl.formatMessage(messages.lastLogin),
      cell: ({ row }) =>
        row.original.lastLogin
          ? formatDate(row.original.lastLogin, locale)
          : intl.formatMessage(messages.never),
    },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="outline"
          aria-label={intl.formatMessage(namedMessages.editUser, { name: row.original.name })}
          onClick={() => onEdit(row.original)}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
      ),
    },
  ];
}
