import type { ColumnDef } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import type { AdminProvider } from '@contract/admin-providers';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { kindConfig } from './provider-config';
import { messages, namedMessages, subtypeMessages } from './messages';

export type RowActions = {
  onEdit: (row: AdminProvider) => void;
  onVerify: (row: AdminProvider) => void;
  onDelete: (row: AdminProvider) => void;
  verifying: string | null;
};

const subtypeText = (intl: IntlShape, type: string | null) => {
  if (!type) return '';
  const m = subtypeMessages[type as keyof typeof subtypeMessages];
  return m ? intl.formatMessage(m) : type;
};
export { subtypeText };

/** One kind's columns (002 §2, §3): the shared ones around the kind's counts and flag. */
export function providerColumns(
  intl: IntlShape,
  kind: AdminProvider['kind'],
  actions: RowActions,
): ColumnDef<AdminProvider>[] {
  const config = kindConfig[kind];
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const counts: ColumnDef<AdminProvider>[] = config.counts.map((key) => ({
    id: key,
    header: t(messages[key]),
    enableSorting: false,
    cell: ({ row }) => {
      const value = row.original[key];
      return value === null ? '' : intl.formatNumber(value);
    },
  }));
  const flag: ColumnDef<AdminProvider>[] = config.flag
    ? [
        {
          id: config.flag,
          header: t(messages[config.flag]),
          enableSorting: false,
          cell: ({ row }) => t(row.original[config.flag!] ? messages.yes : messages.no),
        },
      ]
    : [];
  return [
    { accessorKey: 'name', header: t(messages.name), enableSorting: false },
    { accessorKey: 'location', header: t(messages.location), enableSorting: false },
    {
      id: 'type',
      header: t(messages.type),
      enableSorting: false,
      cell: ({ row }) => subtypeText(intl, row.original.type),
    },
    ...counts,
    ...flag,
    {
      id: 'status',
      header: t(messages.status),
      enableSorting: false,
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'active' ? 'success' : 'neutral'}>
          {t(row.original.status === 'active' ? messages.active : messages.inactive)}
        </Badge>
      ),
    },
    {
      id: 'verification',
      header: t(messages.verification),
      enableSorting: false,
      cell: ({ row }) => (
        <Badge variant={row.original.verificationStatus === 'verified' ? 'info' : 'warning'}>
          {t(row.original.verificationStatus === 'verified' ? messages.verified : messages.pending)}
        </Badge>
      ),
    },
    {
      id: 'rating',
      header: t(messages.rating),
      enableSorting: false,
      cell: ({ row }) =>
        intl.formatNumber(row.original.rating, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
    },
    {
      id: 'actions',
      header: t(messages.actions),
      enableSorting: false,
      cell: ({ row }) => {
        const p = row.original;
        return (
          <div className="flex gap-2">
            <Button
              variant="outline"
              aria-label={intl.formatMessage(namedMessages.editNamed, { name: p.name })}
              onClick={() => actions.onEdit(p)}
            >
              {t(messages.edit)}
            </Button>
            {p.verificationStatus === 'pending' ? (
              <Button
                aria-label={intl.formatMessage(namedMessages.verifyNamed, { name: p.name })}
                loading={actions.verifying === p.id}
                onClick={() => actions.onVerify(p)}
              >
                {t(messages.verify)}
              </Button>
            ) : null}
            <Button
              variant="danger"
              aria-label={intl.formatMessage(namedMessages.deleteNamed, { name: p.name })}
              onClick={() => actions.onDelete(p)}
            >
              {t(messages.delete)}
            </Button>
          </div>
        );
      },
    },
  ];
}
